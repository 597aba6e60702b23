import type { StaffRequestList } from '@estate/contracts';
import { type ApiClient, signInAs } from '@estate/test-support';

const admins = new Map<string, Promise<ApiClient>>();

/** A list staff see (`inquiries`, `contact-messages`, `service-requests`), read through the API as the demo admin. */
export async function staffList<T>(baseUrl: string, kind: string): Promise<T[]> {
  if (!admins.has(baseUrl)) admins.set(baseUrl, signInAs(baseUrl, 'admin'));
  const admin = await admins.get(baseUrl)!;
  const response = await admin.get<StaffRequestList<T>>(`/api/admin/${kind}?limit=100`);
  expect(response.status).toBe(200);
  return response.body.items;
}
