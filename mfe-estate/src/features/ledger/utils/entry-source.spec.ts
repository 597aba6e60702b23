import type { LedgerEntry, LedgerLine } from '@estate/contracts';
import { entrySourceLink } from './entry-source';

const line = (invoiceId: string | null): LedgerLine => ({
  accountCode: '1200',
  debit: 100,
  credit: 0,
  portion: null,
  ownerId: null,
  propertyId: null,
  unitId: null,
  contractId: null,
  tenantId: null,
  invoiceId,
});

const entry = (sourceType: LedgerEntry['sourceType'], invoiceId: string | null): LedgerEntry => ({
  id: 'entry-1',
  entryNumber: 1,
  postedOn: '2026-11-01',
  sourceType,
  sourceId: 'source-1',
  reversesId: null,
  reversesEntryNumber: null,
  memo: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  lines: [line(null), line(invoiceId)],
});

describe('entrySourceLink', () => {
  it('opens the invoice of an invoice posting, a payment or a refund in the payments screen', () => {
    expect(entrySourceLink(entry('invoice', 'inv-1'), false)).toBe('/estate/payments?invoice=inv-1');
    expect(entrySourceLink(entry('payment', 'inv-2'), false)).toBe('/estate/payments?invoice=inv-2');
    expect(entrySourceLink(entry('refund', 'inv-3'), false)).toBe('/estate/payments?invoice=inv-3');
  });

  it("falls back to an invoice posting's source, and gives no link for a payment without an invoice", () => {
    expect(entrySourceLink(entry('invoice', null), false)).toBe('/estate/payments?invoice=source-1');
    expect(entrySourceLink(entry('payment', null), false)).toBeUndefined();
  });

  it('opens a ticket cost in the maintenance screen only for the roles that may open it', () => {
    expect(entrySourceLink(entry('ticket_cost', null), true)).toBe('/estate/maintenance?ticket=source-1');
    expect(entrySourceLink(entry('ticket_cost', null), false)).toBeUndefined();
  });

  it('has no screen for a management fee or a payout', () => {
    expect(entrySourceLink(entry('fee', null), true)).toBeUndefined();
    expect(entrySourceLink(entry('payout', null), true)).toBeUndefined();
  });
});
