import {
  type ApiErrorBody,
  PROPERTY_STAFF_ROLES,
  REQUEST_STAFF_ROLES,
  type Role,
  ROLES,
  USER_ADMIN_ROLES,
} from '@estate/contracts';
import { ApiClient, signInAs } from './support/auth.js';
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

/**
 * Every API route and who may call it, from the role rules of both spec documents (PRODUCT.md: the server
 * enforces access on every endpoint). A route added to the API without a line here fails this test.
 */
const ACCESS: Record<string, typeof PUBLIC | readonly Role[]> = {
  'GET /api/health': PUBLIC,
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
  'POST /api/inquiries': PUBLIC,
  'POST /api/contact': PUBLIC,
  'POST /api/service-requests': PUBLIC,
  'GET /api/admin/inquiries': REQUEST_STAFF,
  'PATCH /api/admin/inquiries/{id}/status': REQUEST_STAFF,
  'GET /api/admin/contact-messages': REQUEST_STAFF,
  'PATCH /api/admin/contact-messages/{id}/status': REQUEST_STAFF,
  'GET /api/admin/service-requests': REQUEST_STAFF,
  'PATCH /api/admin/service-requests/{id}/status': REQUEST_STAFF,
  'GET /api/me/favorites': SIGNED_IN,
  'PUT /api/me/favorites/{propertyId}': SIGNED_IN,
  'DELETE /api/me/favorites/{propertyId}': SIGNED_IN,
  'POST /api/me/favorites/merge': SIGNED_IN,
};

/** Path parameters: ids that exist nowhere, so allowed writes answer 404 (or 400) and change nothing. */
const PARAMETERS: Record<string, string> = {
  id: '00000000-0000-4000-8000-000000000000',
  propertyId: '00000000-0000-4000-8000-000000000000',
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
      const actual = response.status === 401 || response.status === 403 ? response.status : 'allowed';
      if (actual !== expected) mismatches.push(`${route}: expected ${expected}, got ${response.status}`);
      if (actual === 401) expect(response.body.code).toBe('UNAUTHENTICATED');
      if (actual === 403 && !allowed) expect(response.body.code).toBe('FORBIDDEN');
    }
    expect(mismatches).toEqual([]);
  });
});
