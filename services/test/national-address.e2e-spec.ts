import {
  type ContractInvoices,
  type EInvoiceList,
  type EInvoiceSettings,
  type EstateOwner,
  type EstateProperty,
  type EstateTenant,
  type FieldError,
  NATIONAL_ADDRESS_ERROR_CODES,
  type NationalAddress,
} from '@estate/contracts';
import { ApiClient, signInAs } from './support/auth.js';
import {
  fromToday,
  makeContract,
  makeOwner,
  makeProperty,
  makeTenant,
  makeUnit,
  portfolio,
  propertyInput,
} from './support/estate.js';
import { pdfToText } from './support/pdftotext.js';
import { startTestApp, type TestApp } from './support/server.js';
import { becomesTrue } from './support/wait.js';

/** A whole address as typed on an Arabic keyboard: Arabic-Indic digits, a short address in small letters. */
const typed = {
  buildingNumber: '٧٤٤١',
  street: 'طريق الأمير سلطان',
  district: 'الروضة',
  city: 'جدة',
  postalCode: '٢٣٤٣٥',
  additionalNumber: '٣٣٣٢',
  shortAddress: 'jrsa ٧٤٤١',
};
const stored: NationalAddress = {
  buildingNumber: '7441',
  street: 'طريق الأمير سلطان',
  district: 'الروضة',
  city: 'جدة',
  postalCode: '23435',
  additionalNumber: '3332',
  shortAddress: 'JRSA7441',
};

/** Each coded field with a value it refuses (the other fields whole). */
const REFUSED: [keyof typeof NATIONAL_ADDRESS_ERROR_CODES, string][] = [
  ['buildingNumber', '123'],
  ['postalCode', '1234a'],
  ['additionalNumber', '٣٣٣٢٢'],
  ['shortAddress', 'JRS17441'],
];

describe('the national address', () => {
  let app: TestApp;
  let admin: ApiClient;
  let manager: ApiClient;
  let accountant: ApiClient;

  beforeAll(async () => {
    app = await startTestApp({ EINVOICE_ISSUE_SECONDS: '0.3' });
    [admin, manager, accountant] = await Promise.all([
      signInAs(app.baseUrl, 'admin'),
      signInAs(app.baseUrl, 'property_manager'),
      signInAs(app.baseUrl, 'accountant'),
    ]);
  });
  afterAll(() => app?.stop());

  /** The refusal of one field: 400 VALIDATION_FAILED naming `<prefix>.<field>` with its code. */
  const expectRefused = (response: { status: number; body: unknown }, field: string, code: string) => {
    expect(response.status).toBe(400);
    const details = (response.body as { code: string; details: FieldError[] }).details;
    expect((response.body as { code: string }).code).toBe('VALIDATION_FAILED');
    expect(details).toEqual(expect.arrayContaining([expect.objectContaining({ field, code })]));
  };

  it('stores a property’s address normalized, and refuses each malformed number with its code', async () => {
    const owner = await makeOwner(manager);
    const created = await manager.post<EstateProperty>(
      '/api/estate/properties',
      propertyInput(owner.id, { nationalAddress: typed }),
    );
    expect(created.status).toBe(201);
    expect(created.body.nationalAddress).toEqual(stored);
    expect(
      (await manager.get<EstateProperty>(`/api/estate/properties/${created.body.id}`)).body.nationalAddress,
    ).toEqual(stored);
    for (const [field, value] of REFUSED) {
      const refused = await manager.patch(`/api/estate/properties/${created.body.id}`, {
        nationalAddress: { ...typed, [field]: value },
      });
      expectRefused(refused, `nationalAddress.${field}`, NATIONAL_ADDRESS_ERROR_CODES[field]);
    }
    // No short address is fine; null takes the address off.
    const { shortAddress: _, ...withoutShort } = typed;
    const patched = await manager.patch<EstateProperty>(`/api/estate/properties/${created.body.id}`, {
      nationalAddress: withoutShort,
    });
    expect(patched.status).toBe(200);
    expect(patched.body.nationalAddress).toEqual({ ...stored, shortAddress: undefined });
    const cleared = await manager.patch<EstateProperty>(`/api/estate/properties/${created.body.id}`, {
      nationalAddress: null,
    });
    expect(cleared.body.nationalAddress).toBeNull();
  });

  it('stores owners’ and tenants’ addresses normalized, and refuses each malformed number with its code', async () => {
    const owner = await makeOwner(manager, { nationalAddress: typed });
    expect(owner.nationalAddress).toEqual(stored);
    const tenant = await makeTenant(manager, { nationalAddress: typed });
    expect(tenant.nationalAddress).toEqual(stored);
    for (const [field, value] of REFUSED) {
      for (const path of [`/api/estate/owners/${owner.id}`, `/api/estate/tenants/${tenant.id}`]) {
        const refused = await manager.patch(path, { nationalAddress: { ...typed, [field]: value } });
        expectRefused(refused, `nationalAddress.${field}`, NATIONAL_ADDRESS_ERROR_CODES[field]);
      }
    }
    // A refused edit changed nothing.
    expect((await manager.get<EstateOwner>(`/api/estate/owners/${owner.id}`)).body.nationalAddress).toEqual(stored);
    expect((await manager.get<EstateTenant>(`/api/estate/tenants/${tenant.id}`)).body.nationalAddress).toEqual(stored);
  });

  it('takes the seller’s short address (admin only), and refuses each malformed number with its code', async () => {
    const settings = (await accountant.get<EInvoiceSettings>('/api/estate/einvoicing/settings')).body;
    // The demo seller has a whole address, short address included.
    expect(settings.address.shortAddress).toMatch(/^[A-Z]{4}\d{4}$/);
    const { certificate: _, ...input } = settings;
    for (const [field, value] of REFUSED) {
      const refused = await admin.put('/api/estate/einvoicing/settings', {
        ...input,
        address: { ...input.address, [field]: value },
      });
      expectRefused(refused, `address.${field}`, NATIONAL_ADDRESS_ERROR_CODES[field]);
    }
    expect((await accountant.put('/api/estate/einvoicing/settings', { ...input, address: typed })).status).toBe(403);
    const saved = await admin.put<EInvoiceSettings>('/api/estate/einvoicing/settings', {
      ...input,
      address: { ...typed, shortAddress: 'rrrd ٢٩٢٩' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.address).toEqual({ ...stored, shortAddress: 'RRRD2929' });
  });

  it('prints the property’s and the parties’ national addresses on the contract, in Arabic and in English', async () => {
    const owner = await makeOwner(manager, {
      nationalAddress: { ...typed, buildingNumber: '1111', shortAddress: 'RAAA1111' },
    });
    const property = await makeProperty(manager, owner.id, { nationalAddress: typed });
    const unit = await makeUnit(manager, property.id, { unitType: 'apartment' });
    const tenant = await makeTenant(manager, {
      nationalAddress: { ...typed, postalCode: '12345', shortAddress: 'RTTT2222' },
    });
    const contract = await makeContract(manager, {
      unitId: unit.id,
      tenantId: tenant.id,
      startDate: fromToday(0),
      endDate: fromToday(364),
      rentAmount: 3_000,
      securityDeposit: 0,
      paymentFrequency: 'monthly',
    });
    for (const lang of ['ar', 'en'] as const) {
      const response = await fetch(`${app.baseUrl}/api/estate/contracts/${contract.id}/document?lang=${lang}`, {
        headers: { cookie: manager.cookieHeader() },
      });
      expect(response.status).toBe(200);
      const text = await pdfToText(Buffer.from(await response.arrayBuffer()));
      for (const expected of ['7441', '23435', '3332', 'JRSA7441', '1111', 'RAAA1111', '12345', 'RTTT2222']) {
        expect(text).toContain(expected);
      }
      expect(text).toContain(lang === 'ar' ? 'العنوان الوطني' : 'National address');
      if (lang === 'ar') expect(text).toContain('العنوان المختصر');
      else expect(text).toContain('short address JRSA7441');
    }
  });

  it('prints the seller’s and a B2B buyer’s national addresses with their short addresses on the tax invoice', async () => {
    const settings = (await accountant.get<EInvoiceSettings>('/api/estate/einvoicing/settings')).body;
    const made = await portfolio(manager, { unitType: 'shop' });
    await manager.patch(`/api/estate/tenants/${made.tenant.id}`, {
      vatNumber: '310122393500003',
      nationalAddress: { ...typed, buildingNumber: '٤٥٦٧', shortAddress: 'rbbb4567' },
    });
    const contract = await makeContract(manager, {
      unitId: made.unit.id,
      tenantId: made.tenant.id,
      startDate: fromToday(0),
      endDate: fromToday(364),
      rentAmount: 5_000,
      securityDeposit: 0,
      paymentFrequency: 'yearly',
    });
    const [invoice] = (await manager.get<ContractInvoices>(`/api/estate/contracts/${contract.id}/invoices`)).body.items;
    let einvoiceId = '';
    expect(
      await becomesTrue(async () => {
        const list = (await accountant.get<EInvoiceList>('/api/estate/einvoices?pageSize=100')).body.items;
        const row = list.find((item) => item.invoiceId === invoice!.id && item.number !== null);
        einvoiceId = row?.id ?? '';
        return row?.subtype === 'standard';
      }, 30_000),
    ).toBe(true);
    for (const lang of ['ar', 'en'] as const) {
      const response = await fetch(`${app.baseUrl}/api/estate/einvoices/${einvoiceId}/pdf?lang=${lang}`, {
        headers: { cookie: accountant.cookieHeader() },
      });
      expect(response.status).toBe(200);
      const text = await pdfToText(Buffer.from(await response.arrayBuffer()));
      const seller = settings.address;
      for (const expected of [seller.buildingNumber, seller.postalCode, seller.shortAddress!, '4567', 'RBBB4567']) {
        expect(text).toContain(expected);
      }
      expect(text).toContain(lang === 'ar' ? 'العنوان الوطني للمشتري' : 'Buyer national address');
    }
  });
});
