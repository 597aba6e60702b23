import {
  type AdminProperty,
  type AdminPropertyList,
  type ApiErrorBody,
  type EstateList,
  type MaintenanceRequestResult,
  type OwnerOverview,
  type OwnerProperty,
  type TenantContract,
  type TenantInvoice,
  type TenantTicket,
  AUCTION_STAFF_ROLES,
  CUSTOMER_REQUEST_ROLES,
  DASHBOARD_TAB_ROLES,
  ESTATE_SCREEN_ROLES,
  type Inquiry,
  PROPERTY_STAFF_ROLES,
  REQUEST_STAFF_ROLES,
  type Role,
  ROLES,
  type StaffRequestList,
  USER_ADMIN_ROLES,
} from '@estate/contracts';
import { ApiClient, signInAs, refusalOf } from './support/auth.js';
import { makeAccount, makeOwner, makeProperty } from './support/estate.js';
import { startTestApp, type TestApp } from './support/server.js';

/** Everyone, signed in or not. */
const PUBLIC = 'public' as const;
/** Any signed-in user. */
const SIGNED_IN: readonly Role[] = ROLES;
const USER_ADMINS: readonly Role[] = USER_ADMIN_ROLES;
const REQUEST_STAFF: readonly Role[] = REQUEST_STAFF_ROLES;
/** Hold properties_write. */
const LISTING_STAFF: readonly Role[] = PROPERTY_STAFF_ROLES;
/** Hold properties_delete too. */
const LISTING_DELETERS: readonly Role[] = ['admin', 'manager'];
/** Hold properties_publish: publish, feature and assign listings. */
const LISTING_PUBLISHERS: readonly Role[] = ['admin', 'manager'];
/** Contact messages and service requests: customers' data unrelated to a listing. */
const CUSTOMER_STAFF: readonly Role[] = CUSTOMER_REQUEST_ROLES;
/** The estate portfolio (document 2, section 6): read by these, written by ESTATE_WRITERS. */
const ESTATE_READERS: readonly Role[] = ESTATE_SCREEN_ROLES.contracts;
const ESTATE_WRITERS: readonly Role[] = ESTATE_SCREEN_ROLES.contractEdit;
/** Create, edit, review and cancel auctions (auctions_write, auctions_manage). */
const AUCTION_STAFF: readonly Role[] = AUCTION_STAFF_ROLES;

/**
 * Every API route and who may call it, from the role rules of both spec documents (PRODUCT.md: the server
 * enforces access on every endpoint). A route added to the API without a line here fails this test.
 */
const ACCESS: Record<string, typeof PUBLIC | readonly Role[]> = {
  'GET /api/health': PUBLIC,
  'GET /api/health/live': PUBLIC,
  'GET /api/health/ready': PUBLIC,
  'GET /api/stats': PUBLIC,
  'POST /api/auth/login': PUBLIC,
  'POST /api/auth/logout': PUBLIC,
  'POST /api/auth/register': PUBLIC,
  'POST /api/auth/forgot-password': PUBLIC,
  'POST /api/auth/reset-password': PUBLIC,
  'GET /api/auth/me': SIGNED_IN,
  'GET /api/users': USER_ADMINS,
  'POST /api/users': USER_ADMINS,
  'PATCH /api/users/{id}': USER_ADMINS,
  'PATCH /api/users/{id}/status': USER_ADMINS,
  'DELETE /api/users/{id}': USER_ADMINS,
  'GET /api/roles': USER_ADMINS,
  'POST /api/roles': USER_ADMINS,
  'PATCH /api/roles/{id}': USER_ADMINS,
  'DELETE /api/roles/{id}': USER_ADMINS,
  'GET /api/permissions': USER_ADMINS,
  'POST /api/permissions': USER_ADMINS,
  'PATCH /api/permissions/{id}': USER_ADMINS,
  'DELETE /api/permissions/{id}': USER_ADMINS,
  'GET /api/audit-logs': USER_ADMINS,
  'GET /api/admin/outbox': USER_ADMINS,
  'POST /api/admin/outbox/{id}/resend': USER_ADMINS,
  'PATCH /api/me/profile': SIGNED_IN,
  'POST /api/me/password': SIGNED_IN,
  'GET /api/me/sessions': SIGNED_IN,
  'DELETE /api/me/sessions/{id}': SIGNED_IN,
  'GET /api/admin/agent-requests': USER_ADMINS,
  'POST /api/admin/agent-requests/{id}/decision': USER_ADMINS,
  'GET /api/admin/agents': LISTING_PUBLISHERS,
  'POST /api/properties/{id}/views': PUBLIC,
  'GET /api/properties': PUBLIC,
  'GET /api/properties/featured': PUBLIC,
  'GET /api/properties/{id}': PUBLIC,
  'GET /api/properties/{id}/similar': PUBLIC,
  'GET /api/media/v1/properties/{name}.png': PUBLIC,
  'GET /api/properties/{id}/brochure': PUBLIC,
  'POST /api/properties': SIGNED_IN,
  'PUT /api/properties/{id}': LISTING_STAFF,
  'DELETE /api/properties/{id}': LISTING_DELETERS,
  'GET /api/admin/properties': LISTING_STAFF,
  'POST /api/admin/properties': LISTING_STAFF,
  'POST /api/objects/upload': PUBLIC,
  'PUT /api/objects/{key}': PUBLIC,
  'GET /api/objects/{key}': PUBLIC,
  'GET /api/auctions': PUBLIC,
  'GET /api/auctions/active': PUBLIC,
  'GET /api/auctions/{id}': PUBLIC,
  'GET /api/auctions/events': PUBLIC,
  'GET /api/auctions/{id}/events': PUBLIC,
  'POST /api/auctions': SIGNED_IN,
  'POST /api/auctions/{id}/bids': SIGNED_IN,
  // The bid log: anyone may read and verify it.
  'GET /api/auctions/{id}/bid-log': PUBLIC,
  'GET /api/auctions/{id}/bid-log/verify': PUBLIC,
  // A bidder's own maximum, verification and deposit (auctions_bid: any signed-in account, its own records only).
  'GET /api/auctions/{id}/proxy': SIGNED_IN,
  'PUT /api/auctions/{id}/proxy': SIGNED_IN,
  'DELETE /api/auctions/{id}/proxy': SIGNED_IN,
  'GET /api/auctions/{id}/bidder': SIGNED_IN,
  'POST /api/auctions/{id}/deposit': SIGNED_IN,
  'GET /api/auction-deposits/{id}': SIGNED_IN,
  'POST /api/auction-deposits/{id}/sandbox/pay': SIGNED_IN,
  'POST /api/auction-deposits/confirm/{provider}': PUBLIC,
  'POST /api/identity/nafath/requests': SIGNED_IN,
  'GET /api/identity/nafath/requests/{id}': SIGNED_IN,
  'GET /api/identity/nafath-sandbox/{id}': SIGNED_IN,
  'POST /api/identity/nafath-sandbox/{id}': SIGNED_IN,
  'GET /api/me/bids': SIGNED_IN,
  'GET /api/dashboard': SIGNED_IN,
  'GET /api/dashboard/property-management': DASHBOARD_TAB_ROLES.propertyManagement,
  'GET /api/dashboard/website': DASHBOARD_TAB_ROLES.websiteManagement,
  'GET /api/dashboard/analytics': DASHBOARD_TAB_ROLES.analytics,
  'GET /api/dashboard/alerts': DASHBOARD_TAB_ROLES.alerts,
  // The payments' money: only the tab's roles who may also open /estate/payments (not a manager).
  'GET /api/dashboard/financial': DASHBOARD_TAB_ROLES.financial.filter((role) =>
    (ESTATE_SCREEN_ROLES.payments as readonly Role[]).includes(role),
  ),
  'GET /api/admin/auctions': AUCTION_STAFF,
  'POST /api/admin/auctions': AUCTION_STAFF,
  'GET /api/admin/auctions/{id}': AUCTION_STAFF,
  'PATCH /api/admin/auctions/{id}': AUCTION_STAFF,
  'GET /api/admin/auctions/{id}/bids': AUCTION_STAFF,
  'POST /api/admin/auctions/{id}/cancel': AUCTION_STAFF,
  'POST /api/admin/auctions/{id}/review': AUCTION_STAFF,
  'POST /api/admin/auctions/{id}/pause': AUCTION_STAFF,
  'POST /api/admin/auctions/{id}/resume': AUCTION_STAFF,
  'GET /api/admin/auctions/{id}/deposits': AUCTION_STAFF,
  'POST /api/inquiries': PUBLIC,
  'POST /api/contact': PUBLIC,
  'POST /api/service-requests': PUBLIC,
  'GET /api/admin/inquiries': REQUEST_STAFF,
  'PATCH /api/admin/inquiries/{id}/status': REQUEST_STAFF,
  'GET /api/admin/contact-messages': CUSTOMER_STAFF,
  'PATCH /api/admin/contact-messages/{id}/status': CUSTOMER_STAFF,
  'GET /api/admin/service-requests': CUSTOMER_STAFF,
  'PATCH /api/admin/service-requests/{id}/status': CUSTOMER_STAFF,
  'GET /api/me/favorites': SIGNED_IN,
  'PUT /api/me/favorites/{propertyId}': SIGNED_IN,
  'DELETE /api/me/favorites/{propertyId}': SIGNED_IN,
  'POST /api/me/favorites/merge': SIGNED_IN,
  'GET /api/estate/properties': ESTATE_READERS,
  'GET /api/estate/properties/summary': ESTATE_READERS,
  'GET /api/estate/properties/options': ESTATE_READERS,
  'GET /api/estate/properties/{id}': ESTATE_READERS,
  'POST /api/estate/properties': ESTATE_WRITERS,
  'PATCH /api/estate/properties/{id}': ESTATE_WRITERS,
  'DELETE /api/estate/properties/{id}': ESTATE_WRITERS,
  'GET /api/estate/properties/{id}/ownership': ESTATE_READERS,
  'POST /api/estate/properties/{id}/transfer': ESTATE_WRITERS,
  'GET /api/estate/units': ESTATE_READERS,
  'GET /api/estate/units/options': ESTATE_READERS,
  'GET /api/estate/units/{id}': ESTATE_READERS,
  'POST /api/estate/units': ESTATE_WRITERS,
  'PATCH /api/estate/units/{id}': ESTATE_WRITERS,
  'DELETE /api/estate/units/{id}': ESTATE_WRITERS,
  'GET /api/estate/owners': ESTATE_READERS,
  'GET /api/estate/owners/summary': ESTATE_READERS,
  'GET /api/estate/owners/options': ESTATE_READERS,
  'GET /api/estate/owners/{id}': ESTATE_READERS,
  'POST /api/estate/owners': ESTATE_WRITERS,
  'PATCH /api/estate/owners/{id}': ESTATE_WRITERS,
  'DELETE /api/estate/owners/{id}': ESTATE_WRITERS,
  'GET /api/estate/owners/{id}/agreements': ESTATE_SCREEN_ROLES.ledger,
  'POST /api/estate/owners/{id}/agreements': ESTATE_SCREEN_ROLES.ledger,
  'GET /api/estate/owners/{id}/payouts': ESTATE_SCREEN_ROLES.ledger,
  'POST /api/estate/owners/{id}/payouts': ESTATE_SCREEN_ROLES.ledger,
  'GET /api/estate/owners/{id}/payouts/{payoutId}/advice': ESTATE_SCREEN_ROLES.ledger,
  'GET /api/estate/owners/{id}/ledger': ESTATE_SCREEN_ROLES.ledger,
  'GET /api/estate/ledger/accounts': ESTATE_SCREEN_ROLES.ledger,
  'GET /api/estate/contracts/{id}/deposit': ESTATE_SCREEN_ROLES.ledger,
  'POST /api/estate/contracts/{id}/deposit/settle': ESTATE_SCREEN_ROLES.ledger,
  'GET /api/estate/ledger/entries': ESTATE_SCREEN_ROLES.ledger,
  'GET /api/estate/ledger/trial-balance': ESTATE_SCREEN_ROLES.ledger,
  'GET /api/estate/ledger/accounts/{code}/lines': ESTATE_SCREEN_ROLES.ledger,
  'GET /api/estate/ledger/deposits': ESTATE_SCREEN_ROLES.ledger,
  'GET /api/estate/ledger/vat': ESTATE_SCREEN_ROLES.ledger,
  'GET /api/estate/ledger/owner-balances': ESTATE_SCREEN_ROLES.ledger,
  'GET /api/estate/ledger/trial-balance/export': ESTATE_SCREEN_ROLES.ledger,
  'GET /api/estate/einvoices': ESTATE_SCREEN_ROLES.ledger,
  'GET /api/estate/einvoices/{id}': ESTATE_SCREEN_ROLES.ledger,
  'GET /api/estate/einvoices/{id}/xml': ESTATE_SCREEN_ROLES.ledger,
  'GET /api/estate/einvoices/{id}/pdf': ESTATE_SCREEN_ROLES.ledger,
  'POST /api/estate/einvoices/{id}/retry': ESTATE_SCREEN_ROLES.ledger,
  'POST /api/estate/einvoices/chain-check': ESTATE_SCREEN_ROLES.ledger,
  'GET /api/estate/einvoicing/settings': ESTATE_SCREEN_ROLES.ledger,
  'PUT /api/estate/einvoicing/settings': ['admin'],
  'PUT /api/estate/einvoicing/certificate': ['admin'],
  'GET /api/estate/reports/vat': ESTATE_SCREEN_ROLES.ledger,
  'GET /api/estate/reports/vat.xlsx': ESTATE_SCREEN_ROLES.ledger,
  'GET /api/estate/tenants': ESTATE_READERS,
  'GET /api/estate/tenants/summary': ESTATE_READERS,
  'GET /api/estate/tenants/options': ESTATE_READERS,
  'GET /api/estate/tenants/{id}': ESTATE_READERS,
  'POST /api/estate/tenants': ESTATE_WRITERS,
  'PATCH /api/estate/tenants/{id}': ESTATE_WRITERS,
  'DELETE /api/estate/tenants/{id}': ESTATE_WRITERS,
  'GET /api/estate/accounts/options': ESTATE_WRITERS,
  'GET /api/estate/contracts': ESTATE_READERS,
  'GET /api/estate/contracts/summary': ESTATE_READERS,
  'GET /api/estate/contracts/{id}': ESTATE_READERS,
  'POST /api/estate/contracts': ESTATE_WRITERS,
  'PATCH /api/estate/contracts/{id}': ESTATE_WRITERS,
  'DELETE /api/estate/contracts/{id}': ESTATE_WRITERS,
  'GET /api/estate/contracts/{id}/invoices': ESTATE_READERS,
  'POST /api/estate/contracts/{id}/terminate': ESTATE_WRITERS,
  'POST /api/estate/contracts/{id}/renew': ESTATE_WRITERS,
  'POST /api/estate/contracts/{id}/notice': ESTATE_WRITERS,
  'DELETE /api/estate/contracts/{id}/notice': ESTATE_WRITERS,
  'GET /api/estate/lease-rules': ESTATE_READERS,
  'GET /api/estate/lease-rules/rent-limit': ESTATE_READERS,
  'POST /api/estate/lease-rules/run': ESTATE_WRITERS,
  'PATCH /api/estate/lease-rules/settings': ['admin'],
  'POST /api/estate/lease-rules/rent-rules': ['admin'],
  'PATCH /api/estate/lease-rules/rent-rules/{id}': ['admin'],
  'DELETE /api/estate/lease-rules/rent-rules/{id}': ['admin'],
  'GET /api/estate/payments': ESTATE_SCREEN_ROLES.payments,
  'GET /api/estate/payments/summary': ESTATE_SCREEN_ROLES.payments,
  'GET /api/estate/payments/ejar-rule': ESTATE_SCREEN_ROLES.payments,
  'GET /api/estate/payments/export': ESTATE_SCREEN_ROLES.payments,
  'GET /api/estate/payments/{id}/receipt': ESTATE_SCREEN_ROLES.payments,
  'POST /api/estate/payments/{id}/refund': ESTATE_SCREEN_ROLES.payments,
  'GET /api/estate/invoices/{id}': ESTATE_SCREEN_ROLES.payments,
  'POST /api/estate/invoices/{id}/payments': ESTATE_SCREEN_ROLES.payments,
  'POST /api/estate/invoices/{id}/mark-paid': ESTATE_SCREEN_ROLES.payments,
  'POST /api/estate/invoices/{id}/reminder': ESTATE_SCREEN_ROLES.payments,
  'PATCH /api/estate/invoices/{id}': ESTATE_SCREEN_ROLES.payments,
  'DELETE /api/estate/invoices/{id}': ESTATE_SCREEN_ROLES.payments,
  'GET /api/estate/properties/export': ESTATE_READERS,
  'GET /api/estate/contracts/export': ESTATE_READERS,
  'GET /api/estate/owners/export': ESTATE_READERS,
  'GET /api/estate/tenants/export': ESTATE_READERS,
  'POST /api/estate/import/{entity}': ESTATE_WRITERS,
  // Whoever may import anything: the portfolio's writers, and the payments' and maintenance's (their own imports).
  'GET /api/estate/import/jobs/{id}': [
    ...new Set([...ESTATE_WRITERS, ...ESTATE_SCREEN_ROLES.payments, ...ESTATE_SCREEN_ROLES.maintenance]),
  ],
  'POST /api/estate/units/{id}/listing': ESTATE_WRITERS,
  'DELETE /api/estate/units/{id}/listing': ESTATE_WRITERS,
  'GET /api/estate/listings/{listingId}/unit': ESTATE_READERS,
  'GET /api/estate/reports': ESTATE_SCREEN_ROLES.reports,
  'GET /api/estate/reports/options': ESTATE_SCREEN_ROLES.reports,
  'GET /api/estate/reports/export': ESTATE_SCREEN_ROLES.reports,
  'GET /api/estate/contracts/{id}/document': ESTATE_READERS,
  'GET /api/estate/maintenance': ESTATE_SCREEN_ROLES.maintenance,
  'GET /api/estate/maintenance/summary': ESTATE_SCREEN_ROLES.maintenance,
  'GET /api/estate/maintenance/assignees': ESTATE_SCREEN_ROLES.maintenance,
  'GET /api/estate/maintenance/export': ESTATE_SCREEN_ROLES.maintenance,
  'GET /api/estate/maintenance/{id}': ESTATE_SCREEN_ROLES.maintenance,
  'POST /api/estate/maintenance': ESTATE_SCREEN_ROLES.maintenance,
  'PATCH /api/estate/maintenance/{id}': ESTATE_SCREEN_ROLES.maintenance,
  'POST /api/estate/maintenance/{id}/assign': ESTATE_SCREEN_ROLES.maintenance,
  'POST /api/estate/maintenance/{id}/status': ESTATE_SCREEN_ROLES.maintenance,
  'DELETE /api/estate/maintenance/{id}': ESTATE_SCREEN_ROLES.maintenance,
  'GET /api/estate/notifications': ESTATE_SCREEN_ROLES.notifications,
  'GET /api/estate/notifications/summary': ESTATE_SCREEN_ROLES.notifications,
  'GET /api/estate/notifications/recipients': ESTATE_SCREEN_ROLES.notifications,
  'POST /api/estate/notifications/read-all': ESTATE_SCREEN_ROLES.notifications,
  'GET /api/estate/notifications/{id}': ESTATE_SCREEN_ROLES.notifications,
  'POST /api/estate/notifications': ESTATE_SCREEN_ROLES.notifications,
  'PATCH /api/estate/notifications/{id}': ESTATE_SCREEN_ROLES.notifications,
  'PATCH /api/estate/notifications/{id}/read': ESTATE_SCREEN_ROLES.notifications,
  'DELETE /api/estate/notifications/{id}': ESTATE_SCREEN_ROLES.notifications,
  'GET /api/me/notifications': SIGNED_IN,
  'GET /api/me/notifications/unread-count': SIGNED_IN,
  'POST /api/me/notifications/read-all': SIGNED_IN,
  'PATCH /api/me/notifications/{id}/read': SIGNED_IN,
  'DELETE /api/me/notifications/{id}': SIGNED_IN,
  'GET /api/me/notification-settings': SIGNED_IN,
  'PUT /api/me/notification-settings': SIGNED_IN,
  'POST /api/me/tenant/invoices/{id}/checkout': SIGNED_IN,
  'GET /api/checkout/{id}': SIGNED_IN,
  'POST /api/checkout/{id}/sandbox/pay': SIGNED_IN,
  'POST /api/checkout/confirm/{provider}': PUBLIC,
  // The portals: any account, scoped on the server to the owner or tenant record linked to it.
  // A document asked as a job: any signed-in account, for its own jobs only (another's answers 404).
  'GET /api/documents/jobs/{id}': SIGNED_IN,
  'GET /api/documents/jobs/{id}/file': SIGNED_IN,
  'GET /api/me/owner': SIGNED_IN,
  'GET /api/me/owner/properties': SIGNED_IN,
  'GET /api/me/owner/properties/{id}': SIGNED_IN,
  'GET /api/me/owner/tenants': SIGNED_IN,
  'GET /api/me/owner/maintenance': SIGNED_IN,
  'GET /api/me/owner/statement': SIGNED_IN,
  'GET /api/me/owner/statement/data': SIGNED_IN,
  'GET /api/me/owner/payouts': SIGNED_IN,
  'GET /api/me/owner/payouts/{payoutId}/advice': SIGNED_IN,
  'GET /api/me/owner/fee-invoices': SIGNED_IN,
  'GET /api/me/owner/fee-invoices/{id}/pdf': SIGNED_IN,
  'GET /api/me/owner/einvoices/{id}/pdf': SIGNED_IN,
  'GET /api/me/tenant/einvoices/{id}/pdf': SIGNED_IN,
  'GET /api/me/tenant': SIGNED_IN,
  'GET /api/me/tenant/contracts': SIGNED_IN,
  'GET /api/me/tenant/contracts/{id}/document': SIGNED_IN,
  'GET /api/me/tenant/contracts/{id}/files/{index}': SIGNED_IN,
  'POST /api/me/tenant/contracts/{id}/notice': SIGNED_IN,
  'DELETE /api/me/tenant/contracts/{id}/notice': SIGNED_IN,
  'GET /api/me/tenant/invoices': SIGNED_IN,
  'GET /api/me/tenant/payments/{id}/receipt': SIGNED_IN,
  'GET /api/me/tenant/documents': SIGNED_IN,
  'GET /api/me/tenant/maintenance': SIGNED_IN,
  'GET /api/me/tenant/maintenance/{id}': SIGNED_IN,
  'POST /api/me/tenant/maintenance': SIGNED_IN,
  'POST /api/maintenance-requests': PUBLIC,
};

/** Path parameters: ids that exist nowhere, so allowed writes answer 404 (or 400) and change nothing. */
const PARAMETERS: Record<string, string> = {
  id: '00000000-0000-4000-8000-000000000000',
  propertyId: '00000000-0000-4000-8000-000000000000',
  payoutId: '00000000-0000-4000-8000-000000000000',
  /** An account of the chart (the ledger reports). */
  code: '1200',
};

/** Routes that end the caller's session run last for each caller. */
const LAST = new Set(['POST /api/auth/logout']);

describe('access matrix', () => {
  let app: TestApp;
  let routes: string[];

  beforeAll(async () => {
    app = await startTestApp();
    const document = (await (await fetch(`${app.baseUrl}/api/docs-json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    routes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
  });
  afterAll(() => app?.stop());

  it('lists every route of the API, and only those', () => {
    expect([...routes].sort()).toEqual(Object.keys(ACCESS).sort());
  });

  const callers: (Role | 'signed-out')[] = ['signed-out', ...ROLES];

  it.each(callers)('lets %s reach exactly the routes of the table', async (caller) => {
    const client = caller === 'signed-out' ? new ApiClient(app.baseUrl) : await signInAs(app.baseUrl, caller);
    const ordered = [...routes].sort((a, b) => Number(LAST.has(a)) - Number(LAST.has(b)));
    const mismatches: string[] = [];
    for (const route of ordered) {
      const [method, template] = route.split(' ') as [string, string];
      const path = template.replace(/\{(\w+)\}/g, (_, name: string) => PARAMETERS[name] ?? name);
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      const response = await client.request<ApiErrorBody>(method, path, { body });
      const rule = ACCESS[route];
      const allowed = rule === PUBLIC || (caller !== 'signed-out' && rule!.includes(caller));
      const expected = allowed ? 'allowed' : caller === 'signed-out' ? 401 : 403;
      // A 403 with a rule's own code (BIDDER_NOT_VERIFIED...) answers a caller the role check let in.
      const roleRefused = response.status === 403 && response.body.code === 'FORBIDDEN';
      const actual = response.status === 401 || roleRefused ? response.status : 'allowed';
      if (actual !== expected) mismatches.push(`${route}: expected ${expected}, got ${response.status}`);
      if (actual === 401) expect(response.body.code).toBe('UNAUTHENTICATED');
      if (actual === 403 && !allowed) expect(response.body.code).toBe('FORBIDDEN');
    }
    expect(mismatches).toEqual([]);
  });

  it('answers hostile input to every operation with 400 naming the field, never 500', async () => {
    const client = await signInAs(app.baseUrl, 'admin');
    const deep = JSON.parse('['.repeat(3000) + ']'.repeat(3000)) as unknown;
    const failures: string[] = [];
    for (const route of routes.filter((route) => !LAST.has(route))) {
      const [method, template] = route.split(' ') as [string, string];
      const path = template.replace(/\{(\w+)\}/g, (_, name: string) => PARAMETERS[name] ?? name);
      const attempts: { what: string; path: string; body?: unknown; field: string }[] = [
        { what: 'NUL in the query', path: `${path}?q=a%00b`, field: 'q' },
        { what: 'a control character in the query', path: `${path}?status=%1B%5B31m`, field: 'status' },
      ];
      if (method !== 'GET' && method !== 'DELETE' && !route.startsWith('PUT /api/objects/')) {
        attempts.push(
          { what: 'NUL in a JSON string', path, body: { email: 'a\u0000b@x.sa', name: 'x' }, field: 'email' },
          { what: 'a control character in a nested string', path, body: { images: ['a\u0007'] }, field: 'images.0' },
          { what: 'JSON nested 3,000 levels', path, body: deep, field: 'body' },
        );
      }
      for (const attempt of attempts) {
        const response = await client.request<ApiErrorBody>(method, attempt.path, { body: attempt.body });
        const named = Array.isArray(response.body.details)
          ? (response.body.details as { field: string }[]).some((detail) => detail.field === attempt.field)
          : false;
        if (response.status !== 400 || response.body.code !== 'VALIDATION_FAILED' || !named) {
          failures.push(`${route} with ${attempt.what}: ${response.status} ${JSON.stringify(response.body)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('object-level access: a second user of the same role is refused', () => {
  let app: TestApp;
  let agent: ApiClient;
  let otherAgent: ApiClient;
  let manager: ApiClient;

  const listingOf = (property: Record<string, unknown>, overrides: Record<string, unknown> = {}) => ({
    title: property.title,
    titleEn: property.titleEn,
    description: property.description || 'وصف العقار',
    descriptionEn: property.descriptionEn,
    price: property.price === null ? null : Number(property.price),
    purpose: property.purpose,
    type: property.type,
    category: property.category,
    city: 'riyadh',
    district: property.district || 'العليا',
    address: property.address || 'شارع العليا',
    area: property.area,
    images: property.images,
    brochureUrl: property.brochureUrl,
    adLicenseNumber: property.adLicenseNumber || '7100012345',
    ...overrides,
  });

  beforeAll(async () => {
    app = await startTestApp();
    [agent, manager] = await Promise.all([signInAs(app.baseUrl, 'agent'), signInAs(app.baseUrl, 'manager')]);
    otherAgent = await new ApiClient(app.baseUrl).signIn('hind.alshammari@dar-estate.sa');
  });
  afterAll(() => app?.stop());

  it('shows an agent the listings assigned to them, and refuses another agent each of them', async () => {
    const me = (await agent.get<{ id: string }>('/api/auth/me')).body;
    const mine = await agent.get<AdminPropertyList>('/api/admin/properties?limit=50');
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBeGreaterThan(0);
    expect(mine.body.properties.every((property) => property.assignedAgentId === me.id)).toBe(true);
    const everything = await manager.get<AdminPropertyList>('/api/admin/properties?limit=1');
    expect(everything.body.total).toBeGreaterThan(mine.body.total);
    expect((await otherAgent.get<AdminPropertyList>('/api/admin/properties')).body.total).toBe(0);

    const target = mine.body.properties[0]!;
    const edit = listingOf(target as unknown as Record<string, unknown>, { price: 999_999 });
    const refused = await otherAgent.put<ApiErrorBody>(`/api/properties/${target.id}`, edit);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    const saved = await agent.put<AdminProperty>(`/api/properties/${target.id}`, edit);
    expect(saved.status).toBe(200);
    expect(saved.body.price).toBe('999999.00');

    // Featuring it or changing its contact is a manager's decision.
    const featured = await agent.put<ApiErrorBody>(`/api/properties/${target.id}`, {
      ...edit,
      featured: !target.featured,
    });
    expect(featured.status).toBe(403);
    expect(featured.body).toMatchObject({ code: 'PROPERTY_FIELD_FORBIDDEN', details: [{ field: 'featured' }] });
    const contact = await agent.put<ApiErrorBody>(`/api/properties/${target.id}`, {
      ...edit,
      agentEmail: 'someone-else@example.sa',
    });
    expect(contact.status).toBe(403);
    expect(contact.body).toMatchObject({ code: 'PROPERTY_FIELD_FORBIDDEN', details: [{ field: 'agentEmail' }] });
  });

  it('shows an agent the inquiries about their listings only', async () => {
    const me = (await agent.get<{ id: string }>('/api/auth/me')).body;
    const mine = (await agent.get<AdminPropertyList>('/api/admin/properties?limit=1')).body.properties[0]!;
    const everything = (await manager.get<AdminPropertyList>('/api/admin/properties?limit=50')).body.properties;
    const notMine = everything.find((property) => property.assignedAgentId !== me.id && property.status === 'active')!;
    const visitor = new ApiClient(app.baseUrl);
    const ask = (propertyId: string) =>
      visitor.post<{ id: string }>('/api/inquiries', {
        name: 'سائل',
        email: 'asker@example.sa',
        message: 'هل العقار متاح؟',
        propertyId,
      });
    const aboutMine = (await ask(mine.id)).body.id;
    const aboutOther = (await ask(notMine.id)).body.id;

    const listed = (await agent.get<StaffRequestList<Inquiry>>('/api/admin/inquiries?limit=50')).body.items;
    expect(listed.map((item) => item.id)).toContain(aboutMine);
    expect(listed.map((item) => item.id)).not.toContain(aboutOther);
    expect(
      (await otherAgent.get<StaffRequestList<Inquiry>>('/api/admin/inquiries')).body.items.map((i) => i.id),
    ).not.toContain(aboutMine);
    const refused = await otherAgent.patch<ApiErrorBody>(`/api/admin/inquiries/${aboutMine}/status`, {
      status: 'closed',
    });
    expect(refusalOf(refused)).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect((await agent.patch(`/api/admin/inquiries/${aboutMine}/status`, { status: 'closed' })).status).toBe(200);
    expect(refusalOf(await agent.patch(`/api/admin/inquiries/${aboutOther}/status`, { status: 'closed' }))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
  });
});

describe('object-level access in the portals: a second owner or tenant is refused', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  it("answers another owner's property 404, as an unknown one, and lists none of it", async () => {
    const owner = await signInAs(app.baseUrl, 'owner');
    // A second owner: a new account with the owner role, linked to a new owner record with one property.
    const admin = await signInAs(app.baseUrl, 'admin');
    const account = await makeAccount(admin, 'owner');
    const record = await makeOwner(admin, { userId: account.id });
    const theirProperty = await makeProperty(admin, record.id);
    const otherOwner = await new ApiClient(app.baseUrl).signIn(account.email);

    const mine = (await owner.get<OwnerProperty[]>('/api/me/owner/properties')).body;
    const theirs = (await otherOwner.get<OwnerProperty[]>('/api/me/owner/properties')).body;
    expect(mine.length).toBeGreaterThan(0);
    expect(theirs.map((property) => property.id)).toEqual([theirProperty.id]);
    expect(mine.map((property) => property.id)).not.toContain(theirProperty.id);

    const unknown = refusalOf(await otherOwner.get<ApiErrorBody>(`/api/me/owner/properties/${PARAMETERS.id}`));
    expect(unknown.status).toBe(404);
    expect((await owner.get(`/api/me/owner/properties/${mine[0]!.id}`)).status).toBe(200);
    expect(refusalOf(await otherOwner.get<ApiErrorBody>(`/api/me/owner/properties/${mine[0]!.id}`))).toEqual(unknown);
    expect(refusalOf(await owner.get<ApiErrorBody>(`/api/me/owner/properties/${theirProperty.id}`))).toEqual(unknown);
    // A tenant holds no owner record: nothing of anyone's.
    const tenant = await signInAs(app.baseUrl, 'tenant');
    expect((await tenant.get<OwnerOverview>('/api/me/owner')).body).toMatchObject({ linked: false, totalValue: 0 });
    expect((await tenant.get<OwnerProperty[]>('/api/me/owner/properties')).body).toEqual([]);
  });

  it("answers another tenant's contract, receipt, request and invoice 404, as unknown ones", async () => {
    const tenant = await signInAs(app.baseUrl, 'tenant');
    const otherTenant = await new ApiClient(app.baseUrl).signIn('munira.alrasheed@example.sa');
    const contracts = (await tenant.get<TenantContract[]>('/api/me/tenant/contracts')).body;
    const invoices = (await tenant.get<EstateList<TenantInvoice>>('/api/me/tenant/invoices?limit=50')).body.items;
    const payment = invoices.flatMap((invoice) => invoice.payments)[0];
    const request = await tenant.post<MaintenanceRequestResult>('/api/me/tenant/maintenance', {
      title: 'Dripping tap in the kitchen',
      description: 'The kitchen tap drips all night.',
      category: 'plumbing',
      tenantContact: '0551234567',
    });
    expect(request.status).toBe(201);
    expect(contracts.length).toBeGreaterThan(0);
    expect(payment).toBeDefined();

    const mine = [
      `/api/me/tenant/contracts/{id}/document?lang=en`.replace('{id}', contracts[0]!.id),
      `/api/me/tenant/payments/{id}/receipt?lang=en`.replace('{id}', payment!.id),
      `/api/me/tenant/maintenance/{id}`.replace('{id}', request.body.id),
    ];
    for (const [index, path] of mine.entries()) {
      const ids = [contracts[0]!.id, payment!.id, request.body.id];
      const unknown = refusalOf(await otherTenant.get<ApiErrorBody>(path.replace(ids[index]!, PARAMETERS.id!)));
      expect(unknown.status).toBe(404);
      expect((await tenant.get(path)).status).toBe(200);
      expect(refusalOf(await otherTenant.get<ApiErrorBody>(path))).toEqual(unknown);
    }
    const unpaid = invoices.find((invoice) => invoice.payable);
    if (unpaid) {
      const start = await otherTenant.post<ApiErrorBody>(`/api/me/tenant/invoices/${unpaid.id}/checkout`, {});
      const none = await otherTenant.post<ApiErrorBody>(`/api/me/tenant/invoices/${PARAMETERS.id}/checkout`, {});
      expect(start.status).toBe(404);
      expect(refusalOf(start)).toEqual(refusalOf(none));
    }
    const theirInvoices = (await otherTenant.get<EstateList<TenantInvoice>>('/api/me/tenant/invoices?limit=50')).body;
    const mineIds = new Set(invoices.map((invoice) => invoice.id));
    expect(theirInvoices.items.some((invoice) => mineIds.has(invoice.id))).toBe(false);
    const theirTickets = (await otherTenant.get<EstateList<TenantTicket>>('/api/me/tenant/maintenance')).body.items;
    expect(theirTickets.map((ticket) => ticket.id)).not.toContain(request.body.id);
  });
});
