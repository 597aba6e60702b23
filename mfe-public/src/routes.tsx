import { Suspense, type ComponentType, type ReactNode } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { preloadableLazy, type PreloadableComponent } from '@estate/platform';
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

/**
 * The screens loaded on demand, by the path that opens them, with what shows while one loads: its start (the same as
 * prerendered in the HTML), else a spinner.
 */
const onDemand: { path: string; Page: PreloadableComponent<{ default: ComponentType }>; start?: ReactNode }[] = [
  { path: 'properties', Page: PropertiesPage, start: <ListingsStart /> },
  { path: 'search', Page: SearchResultsPage },
  { path: 'property/:id', Page: PropertyDetailPage },
  { path: 'auctions', Page: AuctionsPage, start: <AuctionsStart /> },
  { path: 'auctions/:id', Page: AuctionPage },
  { path: 'contact', Page: ContactPage },
  { path: 'service-request', Page: ServiceRequestPage },
];

/**
 * Loads the code of the screen at this path, if it is one loaded on demand. The shell calls it before its first
 * render, so the page opened first renders without waiting again.
 */
export async function preloadFor(pathname: string): Promise<void> {
  await onDemand.find(({ path }) => matchPath(`/${path}`, pathname))?.Page.preload();
}

registerPublicNamespace();

/** The public site's screens, matched under the shell's router. */
export default function PublicRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="home" element={<HomePage />} />
      {onDemand.map(({ path, Page, start = <PageLoader /> }) => (
        <Route
          key={path}
          path={path}
          element={
            <Suspense fallback={start}>
              <Page />
            </Suspense>
          }
        />
      ))}
      <Route path="services" element={<ServicesPage />} />
      <Route path="about" element={<AboutPage />} />
      <Route path="privacy" element={<LegalPage document="privacy" />} />
      <Route path="terms" element={<LegalPage document="terms" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
