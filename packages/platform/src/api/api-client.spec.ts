import { api, toQueryString } from './api-client';
import { ApiError } from './api-error';

describe('toQueryString', () => {
  it('skips null, undefined and empty strings and joins arrays with commas', () => {
    expect(
      toQueryString({ q: 'فيلا', page: 2, city: '', type: null, district: undefined, features: ['pool', 'gym'] }),
    ).toBe('?q=%D9%81%D9%8A%D9%84%D8%A7&page=2&features=pool%2Cgym');
  });

  it('keeps zero and false, and answers an empty string when nothing is left', () => {
    expect(toQueryString({ minPrice: 0, featured: false })).toBe('?minPrice=0&featured=false');
    expect(toQueryString({ q: '', list: [] })).toBe('');
  });
});

describe('ApiError', () => {
  it('reads "<status>: <body>" and keeps the server code and message', () => {
    const error = new ApiError(
      409,
      JSON.stringify({ statusCode: 409, code: 'CONFLICT', message: 'Email exists' }),
      'Conflict',
    );
    expect(error.message).toBe('409: {"statusCode":409,"code":"CONFLICT","message":"Email exists"}');
    expect(error.code).toBe('CONFLICT');
    expect(error.serverMessage).toBe('Email exists');
  });

  it('falls back to the status text when the body is empty', () => {
    const error = new ApiError(503, '', 'Service Unavailable');
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.code).toBe('HTTP_503');
  });
});

describe('api.post', () => {
  it('sends extra headers (an Idempotency-Key) with the JSON body', async () => {
    const fetchMock = jest.fn(
      async () => new Response('{"ok":true}', { status: 201, headers: { 'content-type': 'application/json' } }),
    );
    const original = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    try {
      await expect(api.post('/api/x', { amount: 1 }, { headers: { 'Idempotency-Key': 'k1' } })).resolves.toEqual({
        ok: true,
      });
      const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(init.headers).toMatchObject({
        'Idempotency-Key': 'k1',
        'Content-Type': 'application/json',
        Accept: 'application/json',
      });
      expect(init.body).toBe('{"amount":1}');
    } finally {
      globalThis.fetch = original;
    }
  });
});
