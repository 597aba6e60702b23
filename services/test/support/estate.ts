import {
  addDays,
  type ApiErrorBody,
  type ContractInput,
  type ContractInvoices,
  type CreateUserRequest,
  DEMO_PASSWORD,
  type EstateContract,
  type EstateOwner,
  type EstateProperty,
  type EstatePropertyInput,
  type EstateTenant,
  type EstateUnit,
  type OwnerInput,
  type PaymentInvoiceDetail,
  type TenantInput,
  todayInRiyadh,
  type UnitInput,
  type UserDto,
} from '@estate/contracts';
import type { ApiClient, ApiResponse } from './auth.js';

/** A valid national ID (`first` 1) or iqama (`first` 2): eight digits after the first, and the Luhn check digit. */
export function nationalId(first: 1 | 2, serial: number): string {
  const body = `${first}${String(serial % 100_000_000).padStart(8, '0')}`;
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    const weighted = index % 2 === 0 ? Number(body[index]) * 2 : Number(body[index]);
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** Distinct national IDs and phones within a test file (far from the seed's numbers). */
let serial = 60_000_000 + Math.floor(Math.random() * 30_000_000);
export const nextSerial = () => (serial += 1);

/** Today in Riyadh moved by `days`: the server counts contract days on it. */
export const fromToday = (days: number) => addDays(todayInRiyadh(), days);

function created<T>(response: ApiResponse<unknown>, what: string): T {
  if (response.status !== 201) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as T;
}

export const ownerInput = (overrides: Partial<OwnerInput> = {}): OwnerInput => {
  const n = nextSerial();
  return {
    name: 'سلمان فهد العتيبي',
    nameEn: 'Salman Fahad Al-Otaibi',
    email: `owner.${n}@example.sa`,
    phone: `050${String(n).slice(-7)}`,
    nationalId: nationalId(1, n),
    city: 'riyadh',
    ...overrides,
  };
};

export const tenantInput = (overrides: Partial<TenantInput> = {}): TenantInput => {
  const n = nextSerial();
  return {
    name: 'نوف سعد القحطاني',
    nameEn: 'Nouf Saad Al-Qahtani',
    email: `tenant.${n}@example.sa`,
    phone: `050${String(n).slice(-7)}`,
    nationalId: nationalId(2, n),
    city: 'jeddah',
    emergencyContact: 'سعد القحطاني',
    emergencyPhone: '0551234567',
    ...overrides,
  };
};

export const propertyInput = (ownerId: string, overrides: Partial<EstatePropertyInput> = {}): EstatePropertyInput => ({
  title: 'عمارة الاختبار',
  titleEn: 'Test Building',
  ownerId,
  type: 'building',
  category: 'mixed',
  city: 'dammam',
  district: 'الفيصلية',
  address: 'شارع الأمير محمد',
  area: 900,
  yearBuilt: 2018,
  purchasePrice: 4_000_000,
  currentValue: 4_800_000,
  ...overrides,
});

export const unitInput = (propertyId: string, overrides: Partial<UnitInput> = {}): UnitInput => ({
  propertyId,
  unitNumber: `U-${nextSerial()}`,
  unitType: 'apartment',
  floor: 1,
  area: 120,
  bedrooms: 3,
  bathrooms: 2,
  rentPrice: 3000,
  ...overrides,
});

export const makeOwner = async (client: ApiClient, overrides: Partial<OwnerInput> = {}) =>
  created<EstateOwner>(await client.post('/api/estate/owners', ownerInput(overrides)), 'owner');
export const makeTenant = async (client: ApiClient, overrides: Partial<TenantInput> = {}) =>
  created<EstateTenant>(await client.post('/api/estate/tenants', tenantInput(overrides)), 'tenant');
export const makeProperty = async (client: ApiClient, ownerId: string, overrides: Partial<EstatePropertyInput> = {}) =>
  created<EstateProperty>(await client.post('/api/estate/properties', propertyInput(ownerId, overrides)), 'property');
export const makeUnit = async (client: ApiClient, propertyId: string, overrides: Partial<UnitInput> = {}) =>
  created<EstateUnit>(await client.post('/api/estate/units', unitInput(propertyId, overrides)), 'unit');
/**
 * A contract; its deposit is the company's unless `depositHolder` says otherwise (a residential unit's would default
 * to Ejar, which bills no deposit here), so tests of deposits and their ledger read the deposit they set.
 */
export const makeContract = async (client: ApiClient, input: ContractInput) =>
  created<EstateContract>(
    await client.post('/api/estate/contracts', { depositHolder: 'company', ...input }),
    'contract',
  );

/** A new account with the owner or tenant role (made by a user administrator), signed in with the demo password. */
export async function makeAccount(admin: ApiClient, role: 'owner' | 'tenant', name?: string): Promise<UserDto> {
  const n = nextSerial();
  const input: CreateUserRequest = {
    name: name ?? `حساب ${role} ${n}`,
    email: `${role}.${n}@example.sa`,
    role,
    password: DEMO_PASSWORD,
  };
  return created<UserDto>(await admin.post('/api/users', input), 'account');
}

/** A property of a new owner with one unit of the type, and a new tenant: what a contract needs. */
export async function portfolio(client: ApiClient, unit: Partial<UnitInput> = {}) {
  const owner = await makeOwner(client);
  const property = await makeProperty(client, owner.id);
  const made = await makeUnit(client, property.id, unit);
  const tenant = await makeTenant(client);
  return { owner, property, unit: made, tenant };
}

/** The fields a VALIDATION_FAILED answer names. */
export const invalidFields = (body: unknown) =>
  (((body as ApiErrorBody).details ?? []) as { field: string }[]).map((detail) => detail.field).sort();

/** Pays `amount` of an invoice today as `client` (an accountant) and answers the invoice with its payments. */
export async function payInvoice(client: ApiClient, invoiceId: string, amount: number, method = 'bank_transfer') {
  const response = await client.post<PaymentInvoiceDetail>(`/api/estate/invoices/${invoiceId}/payments`, {
    amount,
    method,
    paidOn: fromToday(0),
  });
  expect(response.status).toBe(201);
  return response.body;
}

/** A year's quarterly contract from today on a new unit of the type, with its invoices as the contract screen lists. */
export async function contractOnNewUnit(
  manager: ApiClient,
  unitType: 'shop' | 'apartment',
  terms: { rent: number; deposit: number },
) {
  const made = await portfolio(manager, { unitType });
  const contract = await makeContract(manager, {
    unitId: made.unit.id,
    tenantId: made.tenant.id,
    startDate: fromToday(0),
    endDate: fromToday(364),
    rentAmount: terms.rent,
    securityDeposit: terms.deposit,
    paymentFrequency: 'quarterly',
  });
  const invoices = (await manager.get<ContractInvoices>(`/api/estate/contracts/${contract.id}/invoices`)).body.items;
  return { ...made, contract, invoices };
}
