import type { ComponentType, ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyScreen, preloaderFor } from '@estate/platform';
import { NotFoundPage, OnDemandScreen } from '@estate/platform/ui';
import { registerPublicNamespace } from './locales/public-namespace.js';
import { HomePage } from './features/home/components/HomePage.js';
import { ListingsStart } from './features/properties/components/ListingsHead.js';
import { AuctionsStart } from './features/auctions/components/AuctionsHero.js';
import { ServicesPage } from './features/services/components/ServicesPage.js';
import { AboutPage } from './features/about/components/AboutPage.js';
import { LegalPage } from './features/legal/components/LegalPage.js';
import './public.css';

// The listing screens load on demand, so the first load of the home page stays as light as before.
const listings = () => import('./features/properties/components/PropertiesPage.js');
const search = () => import('./features/properties/components/SearchResultsPage.js');
const auctions = () => import('./features/auctions/components/AuctionsPage.js');
const auction = () => import('./features/auctions/components/AuctionPage.js');
const nafathSandbox = () => import('./features/auctions/components/NafathSandboxPage.js');
const deposit = () => import('./features/auctions/components/DepositPage.js');
const propertyDetail = () => import('./features/property-detail/components/PropertyDetailPage.js');
const contact = () => import('./features/contact/components/ContactPage.js');
const serviceRequest = () => import('./features/service-request/components/ServiceRequestPage.js');

/**
 * The screens loaded on demand, by the path that opens them, with what shows while one loads: its start (the same as
 * prerendered in the HTML), else a spinner.
 */
const onDemand: { path: string; Page: ComponentType; start?: ReactNode }[] = [
  { path: 'properties', Page: lazyScreen(listings, 'PropertiesPage'), start: <ListingsStart /> },
  { path: 'search', Page: lazyScreen(search, 'SearchResultsPage') },
  { path: 'property/:id', Page: lazyScreen(propertyDetail, 'PropertyDetailPage') },
  { path: 'auctions', Page: lazyScreen(auctions, 'AuctionsPage'), start: <AuctionsStart /> },
  { path: 'auctions/:id', Page: lazyScreen(auction, 'AuctionPage') },
  { path: 'auctions/nafath-sandbox/:requestId', Page: lazyScreen(nafathSandbox, 'NafathSandboxPage') },
  { path: 'auctions/:id/deposit/:depositId', Page: lazyScreen(deposit, 'DepositPage') },
  { path: 'contact', Page: lazyScreen(contact, 'ContactPage') },
  { path: 'service-request', Page: lazyScreen(serviceRequest, 'ServiceRequestPage') },
];

/**
 * Loads the code of the screen at this path, if it is one loaded on demand. The shell calls it before its first
 * render, so the page opened first renders without waiting again.
 */
export const preloadFor = preloaderFor(onDemand);

registerPublicNamespace();

/** The public site's screens, matched under the shell's router. */
export default function PublicRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="home" element={<HomePage />} />
      {onDemand.map(({ path, Page, start }) => (
        <Route key={path} path={path} element={<OnDemandScreen Page={Page} fallback={start} />} />
      ))}
      <Route path="services" element={<ServicesPage />} />
      <Route path="about" element={<AboutPage />} />
      <Route path="privacy" element={<LegalPage document="privacy" />} />
      <Route path="terms" element={<LegalPage document="terms" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
