import type { ComponentType } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { ESTATE_SCREEN_ROLES, type Role } from '@estate/contracts';
import { ESTATE_AREA_ROLES, lazyScreen, preloaderFor, registerNamespace, useAuth } from '@estate/platform';
import { NotFoundPage } from '@estate/platform/ui';
import ar from './locales/ar/estate.json';
import en from './locales/en/estate.json';
import arProperties from './locales/ar/properties.json';
import enProperties from './locales/en/properties.json';
import arPeople from './locales/ar/people.json';
import enPeople from './locales/en/people.json';
import arContracts from './locales/ar/contracts.json';
import enContracts from './locales/en/contracts.json';
import arPayments from './locales/ar/payments.json';
import enPayments from './locales/en/payments.json';
import arMaintenance from './locales/ar/maintenance.json';
import enMaintenance from './locales/en/maintenance.json';
import arReports from './locales/ar/reports.json';
import enReports from './locales/en/reports.json';
import arNotifications from './locales/ar/notifications.json';
import enNotifications from './locales/en/notifications.json';
import arLedger from './locales/ar/ledger.json';
import enLedger from './locales/en/ledger.json';
import arOwnerMoney from './locales/ar/owner-money.json';
import enOwnerMoney from './locales/en/owner-money.json';
import arEInvoices from './locales/ar/einvoices.json';
import enEInvoices from './locales/en/einvoices.json';
import arLeases from './locales/ar/leases.json';
import enLeases from './locales/en/leases.json';
import { EstateScreen, type DeniedMessage } from './features/layout/components/EstateScreen.js';
import { sectionsFor } from './features/layout/components/estate-sections.js';
import { PropertiesPage } from './features/properties/components/PropertiesPage.js';
import './estate.css';

// One namespace; each feature keeps its strings in its own file (top-level key = feature).
registerNamespace('estate', {
  ar: {
    ...ar,
    ...arProperties,
    ...arPeople,
    ...arContracts,
    ...arPayments,
    ...arMaintenance,
    ...arReports,
    ...arNotifications,
    ...arLedger,
    ...arOwnerMoney,
    ...arEInvoices,
    ...arLeases,
  },
  en: {
    ...en,
    ...enProperties,
    ...enPeople,
    ...enContracts,
    ...enPayments,
    ...enMaintenance,
    ...enReports,
    ...enNotifications,
    ...enLedger,
    ...enOwnerMoney,
    ...enEInvoices,
    ...enLeases,
  },
});

const properties = () => import('./features/properties/components/pages.js');
const owners = () => import('./features/owners/components/OwnersPage.js');
const tenants = () => import('./features/tenants/components/TenantsPage.js');
const contracts = () => import('./features/contracts/components/pages.js');
const payments = () => import('./features/payments/components/PaymentsPage.js');
const maintenance = () => import('./features/maintenance/components/MaintenancePage.js');
const reports = () => import('./features/reports/components/ReportsPage.js');
const notifications = () => import('./features/notifications/components/NotificationsPage.js');
const ledger = () => import('./features/ledger/components/LedgerPage.js');
const einvoices = () => import('./features/einvoices/components/EInvoicesPage.js');
const leaseRules = () => import('./features/lease-rules/components/LeaseRulesPage.js');

interface ScreenRoute {
  path: string;
  roles: readonly Role[];
  denied?: DeniedMessage;
  Page: ComponentType;
}

/** Every screen of the area with the roles that may open it (spec document 2, section 6). */
const screens: ScreenRoute[] = [
  {
    path: 'properties',
    roles: ESTATE_SCREEN_ROLES.propertiesList,
    // The area's first screen, with the routes: its heading shows without another request; its tabs load after.
    Page: PropertiesPage,
  },
  {
    path: 'properties/add',
    roles: ESTATE_SCREEN_ROLES.propertyEdit,
    Page: lazyScreen(properties, 'PropertyAddPage'),
  },
  {
    path: 'properties/:propertyId',
    roles: ESTATE_SCREEN_ROLES.propertyView,
    Page: lazyScreen(properties, 'PropertyViewPage'),
  },
  {
    path: 'properties/:propertyId/edit',
    roles: ESTATE_SCREEN_ROLES.propertyEdit,
    Page: lazyScreen(properties, 'PropertyEditPage'),
  },
  {
    // "Add unit" sits with the properties list, add and edit in the role table.
    path: 'units/add',
    roles: ESTATE_SCREEN_ROLES.propertiesList,
    denied: 'unauthorized',
    Page: lazyScreen(properties, 'UnitAddPage'),
  },
  {
    path: 'units/:unitId',
    roles: ESTATE_SCREEN_ROLES.unitView,
    denied: 'unauthorized',
    Page: lazyScreen(properties, 'UnitViewPage'),
  },
  {
    path: 'units/:unitId/edit',
    roles: ESTATE_SCREEN_ROLES.unitEdit,
    denied: 'unauthorized',
    Page: lazyScreen(properties, 'UnitEditPage'),
  },
  { path: 'owners', roles: ESTATE_SCREEN_ROLES.owners, Page: lazyScreen(owners, 'OwnersPage') },
  { path: 'tenants', roles: ESTATE_SCREEN_ROLES.tenants, Page: lazyScreen(tenants, 'TenantsPage') },
  { path: 'contracts', roles: ESTATE_SCREEN_ROLES.contracts, Page: lazyScreen(contracts, 'ContractsPage') },
  {
    path: 'contracts/add',
    roles: ESTATE_SCREEN_ROLES.contractEdit,
    denied: 'unauthorized',
    Page: lazyScreen(contracts, 'ContractAddPage'),
  },
  {
    path: 'contracts/:contractId',
    roles: ESTATE_SCREEN_ROLES.contracts,
    denied: 'unauthorized',
    Page: lazyScreen(contracts, 'ContractViewPage'),
  },
  {
    path: 'contracts/:contractId/edit',
    roles: ESTATE_SCREEN_ROLES.contractEdit,
    denied: 'unauthorized',
    Page: lazyScreen(contracts, 'ContractEditPage'),
  },
  { path: 'payments', roles: ESTATE_SCREEN_ROLES.payments, Page: lazyScreen(payments, 'PaymentsPage') },
  { path: 'maintenance', roles: ESTATE_SCREEN_ROLES.maintenance, Page: lazyScreen(maintenance, 'MaintenancePage') },
  { path: 'reports', roles: ESTATE_SCREEN_ROLES.reports, Page: lazyScreen(reports, 'ReportsPage') },
  { path: 'ledger', roles: ESTATE_SCREEN_ROLES.ledger, Page: lazyScreen(ledger, 'LedgerPage') },
  // Read with the ledger's permission (admin, accountant), as the API does; the seller's settings are saved by an admin.
  { path: 'einvoices', roles: ESTATE_SCREEN_ROLES.ledger, Page: lazyScreen(einvoices, 'EInvoicesPage') },
  // The lease rules and rent rules, read by those who read contracts (GET /api/estate/lease-rules).
  { path: 'lease-rules', roles: ESTATE_SCREEN_ROLES.contracts, Page: lazyScreen(leaseRules, 'LeaseRulesPage') },
  {
    path: 'notifications',
    roles: ESTATE_SCREEN_ROLES.notifications,
    Page: lazyScreen(notifications, 'NotificationsPage'),
  },
];

/** Loads the code of the screen at this path before the shell's first render (see preloaderFor). */
export const preloadFor = preloaderFor(screens, '/estate');

/** /estate opens the first section the signed-in role may open. */
function FirstSection() {
  const { user } = useAuth();
  const [first] = sectionsFor(user?.role);
  return first ? <Navigate to={first} replace /> : <NotFoundPage />;
}

/** Every /estate/* screen, inside the back-office layout, each behind the roles of the spec's table. */
export default function EstateRoutes() {
  return (
    <Routes>
      <Route path="estate">
        {screens.map(({ path, roles, denied, Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <EstateScreen roles={roles} denied={denied}>
                <Page />
              </EstateScreen>
            }
          />
        ))}
        {/* Staff of the role table only (union of its screens); signed out → /login and back. */}
        <Route
          element={
            <EstateScreen roles={ESTATE_AREA_ROLES}>
              <Outlet />
            </EstateScreen>
          }
        >
          <Route index element={<FirstSection />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
