import { outboxViewParams, readOutboxView, resendRefusalKey, canResend } from './outbox-view';

describe('the outbox view in the address', () => {
  it('reads a status, a search and a page, and drops what it does not know', () => {
    expect(readOutboxView(new URLSearchParams('status=failed&search=%20a%40b.sa%20%20x&page=3'))).toEqual({
      status: 'failed',
      search: 'a@b.sa x',
      page: 3,
    });
    expect(readOutboxView(new URLSearchParams('status=lost&page=-2'))).toEqual({ search: '', page: 1 });
    expect(readOutboxView(new URLSearchParams('page=1.5'))).toEqual({ search: '', page: 1 });
  });

  it('writes only what differs from the defaults', () => {
    expect(outboxViewParams({ search: '  ', page: 1 })).toEqual({});
    expect(outboxViewParams({ status: 'queued', search: 'x', page: 2 })).toEqual({
      status: 'queued',
      search: 'x',
      page: '2',
    });
  });

  it('cuts a long search to what the server takes', () => {
    expect(readOutboxView(new URLSearchParams(`search=${'a'.repeat(300)}`)).search).toHaveLength(200);
  });
});

describe('resending', () => {
  it('is offered for failed and queued messages only', () => {
    expect(canResend('failed')).toBe(true);
    expect(canResend('queued')).toBe(true);
    expect(canResend('sent')).toBe(false);
  });

  it('explains a refusal by its code', () => {
    expect(resendRefusalKey('MAIL_ALREADY_SENT')).toBe('alreadySent');
    expect(resendRefusalKey('CONFLICT')).toBe('sending');
    expect(resendRefusalKey('NOT_FOUND')).toBe('gone');
    expect(resendRefusalKey('HTTP_500')).toBe('failed');
    expect(resendRefusalKey(undefined)).toBe('failed');
  });
});
