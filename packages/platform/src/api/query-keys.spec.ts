import { QueryClient } from '@tanstack/react-query';
import { auctionKeys, auditLogKeys, estateKeys, propertyKeys, statsKeys } from './query-keys';

describe('query keys', () => {
  it('nest every listing read under one root, so marking the root stale reaches them all', async () => {
    const client = new QueryClient();
    const keys = [
      propertyKeys.list({ page: 1, city: 'riyadh' }),
      propertyKeys.featured(),
      propertyKeys.detail('a'),
      propertyKeys.similar('a'),
    ];
    for (const key of keys) client.setQueryData(key, 'cached');
    client.setQueryData(auctionKeys.active(), 'cached');
    client.setQueryData(statsKeys.all, 'cached');
    await client.invalidateQueries({ queryKey: propertyKeys.all });
    for (const key of keys) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(client.getQueryState(auctionKeys.active())?.isInvalidated).toBe(false);
    expect(client.getQueryState(statsKeys.all)?.isInvalidated).toBe(false);
  });

  it('tell lists, details and auctions by status apart', () => {
    expect(propertyKeys.detail('a')).not.toEqual(propertyKeys.detail('b'));
    expect(propertyKeys.list({ page: 1 })).not.toEqual(propertyKeys.list({ page: 2 }));
    expect(auctionKeys.list('active')).not.toEqual(auctionKeys.list('ended'));
    expect(auctionKeys.active()).not.toEqual(auctionKeys.lists());
  });

  it('nest every estate read under one root, apart from the public listings', async () => {
    const client = new QueryClient();
    const keys = [
      estateKeys.list('contracts', { page: 1, tab: 'expiring' }),
      estateKeys.detail('units', 'u1'),
      estateKeys.options('owners'),
      estateKeys.summary('tenants'),
      estateKeys.invoices('c1'),
    ];
    for (const key of keys) client.setQueryData(key, 'cached');
    client.setQueryData(propertyKeys.detail('u1'), 'cached');
    await client.invalidateQueries({ queryKey: estateKeys.all });
    for (const key of keys) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(client.getQueryState(propertyKeys.detail('u1'))?.isInvalidated).toBe(false);
    expect(estateKeys.detail('units', 'a')).not.toEqual(estateKeys.detail('contracts', 'a'));
    expect(estateKeys.invoices('c1')).toEqual(expect.arrayContaining([...estateKeys.detail('contracts', 'c1')]));
  });
});

describe('audit log keys', () => {
  it("nest a record's history under the log's root, apart per record and page", async () => {
    const client = new QueryClient();
    const list = auditLogKeys.list({ page: 1, action: 'property.update' });
    const record = auditLogKeys.record('property', 'a', 1);
    client.setQueryData(list, 'cached');
    client.setQueryData(record, 'cached');
    await client.invalidateQueries({ queryKey: auditLogKeys.all });
    expect(client.getQueryState(list)?.isInvalidated).toBe(true);
    expect(client.getQueryState(record)?.isInvalidated).toBe(true);
    expect(auditLogKeys.record('property', 'a', 1)).not.toEqual(auditLogKeys.record('estate_contract', 'a', 1));
    expect(auditLogKeys.record('property', 'a', 1)).not.toEqual(auditLogKeys.record('property', 'a', 2));
  });
});
