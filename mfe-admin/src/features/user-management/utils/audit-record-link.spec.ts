import { auditRecordLink } from './audit-record-link';

const id = '6f1c2b7e-1d2a-4c3b-8e9f-0a1b2c3d4e5f';

describe("an audit entry's record link", () => {
  it('opens a listing, a contract and a ticket where each is shown', () => {
    expect(auditRecordLink({ action: 'property.update', targetType: 'property', targetId: id })).toBe(
      `/admin/properties?history=${id}`,
    );
    expect(auditRecordLink({ action: 'estate_contract.renew', targetType: 'estate_contract', targetId: id })).toBe(
      `/estate/contracts/${id}`,
    );
    expect(auditRecordLink({ action: 'estate_ticket.status', targetType: 'estate_ticket', targetId: id })).toBe(
      `/estate/maintenance?ticket=${id}`,
    );
  });

  it('gives none for a deleted record, a record without a page, or no record', () => {
    expect(auditRecordLink({ action: 'property.delete', targetType: 'property', targetId: id })).toBeNull();
    expect(auditRecordLink({ action: 'role.update', targetType: 'role', targetId: id })).toBeNull();
    expect(auditRecordLink({ action: 'auth.login', targetType: null, targetId: null })).toBeNull();
  });

  it('keeps an odd id inside its path segment', () => {
    expect(auditRecordLink({ action: 'auction.update', targetType: 'auction', targetId: 'a/b?c' })).toBe(
      '/auctions/a%2Fb%3Fc',
    );
  });
});
