import { Suspense, type ReactNode } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { preloadableLazy } from '@estate/platform';
import { NotFoundPage, PageLoader } from '@estate/platform/ui';
import { registerPublicNamespace } from './locales/public-namespace.js';
import { HomePage } from './features/home/components/HomePage.js';
import { ListingsStart } from './features/properties/components/ListingsHead.js';
import { AuctionsStart } from './features/auctions/components/AuctionsHero.js';
import { ServicesPage } from './features/services/components/ServicesPage.js';
import { AboutPage } from './features/about/components/AboutPage.js';
import { LegalPage } from './features/legal/components/LegalPage.js';
import './public.css';

// The listing screens load on demand, so the first load of the home page stays as light as before.
const PropertiesPage = preloadableLazy(() =>
  import('./features/properties/components/PropertiesPage.js').then((m) => ({ default: m.PropertiesPage })),
);
const SearchResultsPage = preloadableLazy(() =>
  import('./features/properties/components/SearchResultsPage.js').then((m) => ({ default: m.SearchResultsPage })),
);
const AuctionsPage = preloadableLazy(() =>
  import('./features/auctions/components/AuctionsPage.js').then((m) => ({ default: m.AuctionsPage })),
);

const AuctionPage = preloadableLazy(() =>
  import('./features/auctions/components/AuctionPage.js').then((m) => ({ default: m.AuctionPage })),
);

const PropertyDetailPage = preloadableLazy(() =>
  import('./features/property-detail/components/PropertyDetailPage.js').then((m) => ({
    default: m.PropertyDetailPage,
  })),
);
const ContactPage = preloadableLazy(() =>
  import('./features/contact/components/ContactPage.js').then((m) => ({ default: m.ContactPage })),
);
const ServiceRequestPage = preloadableLazy(() =>
  import('./features/service-request/components/ServiceRequestPage.js').then((m) => ({
    default: m.ServiceRequestPage,
  })),
);

/** The screens loaded on demand, by the paths that open them. */
const onDemand = [
  ['/properties', PropertiesPage],
  ['/search', SearchResultsPage],
  ['/property/:id', PropertyDetailPage],
  ['/auctions', AuctionsPage],
  ['/auctions/:id', AuctionPage],
  ['/contact', ContactPage],
  ['/service-request', ServiceRequestPage],
] as const;

/**
 * Loads the code of the screen at this path, if it is one loaded on demand. The shell calls it before its first
 * render, so the page opened first renders without waiting again.
 */
export function preloadFor(pathname: string): Promise<void> {
  const screen = onDemand.find(([path]) => matchPath(path, pathname));
  return screen ? screen[1].preload() : Promise.resolve();
}

/** A page loaded on demand; meanwhile its start (the same as prerendered in the HTML), else a spinner. */
const later = (page: ReactNode, start: ReactNode = <PageLoader />) => <Suspense fallback={start}>{page}</Suspense>;

registerPublicNamespace();

/** The public site's screens, matched under the shell's router. */
export default function PublicRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="home" element={<HomePage />} />
      <Route path="properties" element={later(<PropertiesPage />, <ListingsStart />)} />
      <Route path="search" element={later(<SearchResultsPage />)} />
      <Route path="property/:id" element={later(<PropertyDetailPage />)} />
      <Route path="auctions" element={later(<AuctionsPage />, <AuctionsStart />)} />
      <Route path="auctions/:id" element={later(<AuctionPage />)} />
      <Route path="contact" element={later(<ContactPage />)} />
      <Route path="service-request" element={later(<ServiceRequestPage />)} />
      <Route path="services" element={<ServicesPage />} />
      <Route path="about" element={<AboutPage />} />
      <Route path="privacy" element={<LegalPage document="privacy" />} />
      <Route path="terms" element={<LegalPage document="terms" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
