import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { registerNamespace } from '@estate/platform';
import { NotFoundPage, PageLoader } from '@estate/platform/ui';
import ar from './locales/ar/public.json';
import en from './locales/en/public.json';
import { HomePage } from './features/home/components/HomePage.js';
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

const later = (page: ReactNode) => <Suspense fallback={<PageLoader />}>{page}</Suspense>;

registerNamespace('public', { ar, en });

/** The public site's screens, matched under the shell's router. */
export default function PublicRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="home" element={<HomePage />} />
      <Route path="properties" element={later(<PropertiesPage />)} />
      <Route path="search" element={later(<SearchResultsPage />)} />
      <Route path="auctions" element={later(<AuctionsPage />)} />
      <Route path="services" element={<ServicesPage />} />
      <Route path="about" element={<AboutPage />} />
      <Route path="privacy" element={<LegalPage document="privacy" />} />
      <Route path="terms" element={<LegalPage document="terms" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
