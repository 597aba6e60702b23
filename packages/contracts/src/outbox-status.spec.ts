import { outboxStatusOf } from './dashboard.js';

describe('outboxStatusOf', () => {
  it('reads sent, failed and queued the way GET /api/admin/outbox?status filters them', () => {
    expect(outboxStatusOf({ sentAt: '2025-03-01T09:00:00.000Z', error: null })).toBe('sent');
    expect(outboxStatusOf({ sentAt: null, error: 'connect ECONNREFUSED 127.0.0.1:2525' })).toBe('failed');
    expect(outboxStatusOf({ sentAt: null, error: null })).toBe('queued');
  });
});
