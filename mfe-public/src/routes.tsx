import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
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
const PropertiesPage = lazy(() =>
  import('./features/properties/components/PropertiesPage.js').then((m) => ({ default: m.PropertiesPage })),
);
const SearchResultsPage = lazy(() =>
  import('./features/properties/components/SearchResultsPage.js').then((m) => ({ default: m.SearchResultsPage })),
);
const AuctionsPage = lazy(() =>
  import('./features/auctions/components/AuctionsPage.js').then((m) => ({ default: m.AuctionsPage })),
);

const AuctionPage = lazy(() =>
  import('./features/auctions/components/AuctionPage.js').then((m) => ({ default: m.AuctionPage })),
);

const PropertyDetailPage = lazy(() =>
  import('./features/property-detail/components/PropertyDetailPage.js').then((m) => ({
    default: m.PropertyDetailPage,
  })),
);
const ContactPage = lazy(() =>
  import('./features/contact/components/ContactPage.js').then((m) => ({ default: m.ContactPage })),
);
const ServiceRequestPage = lazy(() =>
  import('./features/service-request/components/ServiceRequestPage.js').then((m) => ({
    default: m.ServiceRequestPage,
  })),
);

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
