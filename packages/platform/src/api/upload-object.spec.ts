import { isRetryableUpload, UploadFailedError, uploadFailureOf, uploadObject } from './upload-object';

const realFetch = global.fetch;

interface Call {
  url: string;
  init: RequestInit;
}

/** Answers each fetch with the next given response and records what was asked. */
function fakeFetch(answers: (() => Response)[]): Call[] {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    const next = answers.shift();
    if (!next) throw new TypeError('no answer');
    return next();
  }) as typeof fetch;
  return calls;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const target = {
  uploadURL: '/api/objects/abc?expires=1&signature=s',
  objectURL: '/api/objects/abc',
  expiresAt: '2030-01-01T00:00:00.000Z',
  maxBytes: 100,
};

afterEach(() => {
  global.fetch = realFetch;
});

describe('upload failures', () => {
  it('reads why an upload failed from the status, and which failures are worth retrying', () => {
    expect(uploadFailureOf(413)).toBe('tooLarge');
    expect(uploadFailureOf(415)).toBe('unsupportedType');
    expect(uploadFailureOf(401)).toBe('expired');
    expect(uploadFailureOf(403)).toBe('expired');
    expect(uploadFailureOf(500)).toBe('failed');
    expect(uploadFailureOf(null)).toBe('network');
    // The day's allowance: used up before the upload (429), or passed by this file (413); a burst is retried.
    expect(uploadFailureOf(429, 'UPLOAD_QUOTA_EXCEEDED')).toBe('quota');
    expect(uploadFailureOf(413, 'UPLOAD_QUOTA_EXCEEDED')).toBe('quota');
    expect(uploadFailureOf(429, 'TOO_MANY_REQUESTS')).toBe('failed');
    expect(uploadFailureOf(413, 'FILE_TOO_LARGE')).toBe('tooLarge');
    expect(isRetryableUpload('quota')).toBe(false);
    expect(isRetryableUpload('network')).toBe(true);
    expect(isRetryableUpload('expired')).toBe(true);
    expect(isRetryableUpload('failed')).toBe(true);
    expect(isRetryableUpload('unsupportedType')).toBe(false);
    expect(isRetryableUpload('tooLarge')).toBe(false);
  });
});

describe('uploadObject', () => {
  it('asks for a signed URL, PUTs the bytes there with the content type and answers the object URL', async () => {
    const calls = fakeFetch([() => json(201, target), () => json(200, { key: 'abc' })]);
    const file = new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' });
    await expect(uploadObject(file)).resolves.toBe('/api/objects/abc');
    expect(calls.map(({ url, init }) => [init.method, url])).toEqual([
      ['POST', '/api/objects/upload'],
      ['PUT', target.uploadURL],
    ]);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ fileName: 'plan.pdf', contentType: 'application/pdf' });
    expect(calls[1]!.init.headers).toEqual({ 'Content-Type': 'application/pdf' });
    expect(calls[1]!.init.body).toBe(file);
  });

  it('announces the given content type over the browser one', async () => {
    const calls = fakeFetch([() => json(201, target), () => json(200, {})]);
    await uploadObject(new File(['x'], 'offer.docx', { type: '' }), { contentType: 'application/msword' });
    expect(calls[1]!.init.headers).toEqual({ 'Content-Type': 'application/msword' });
  });

  it.each([
    ['the object store refuses the type', () => json(415, { code: 'UNSUPPORTED_FILE_TYPE' }), 'unsupportedType'],
    ['the signed URL expired', () => json(403, { code: 'UPLOAD_URL_EXPIRED' }), 'expired'],
    ['the server fails', () => json(500, {}), 'failed'],
  ])('says why when %s', async (_case, answer, failure) => {
    fakeFetch([() => json(201, target), answer]);
    const error = await uploadObject(new File(['x'], 'a.png', { type: 'image/png' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadFailedError);
    expect((error as UploadFailedError).failure).toBe(failure);
  });

  it('refuses a file over the size the server announces without sending it', async () => {
    const calls = fakeFetch([() => json(201, target)]);
    const error = await uploadObject(new File(['x'.repeat(101)], 'big.png')).catch((e: unknown) => e);
    expect((error as UploadFailedError).failure).toBe('tooLarge');
    expect(calls).toHaveLength(1);
  });

  it('reads a refused URL request and a lost connection', async () => {
    fakeFetch([() => json(429, { code: 'TOO_MANY_REQUESTS' })]);
    expect(await uploadObject(new File(['x'], 'a.png')).catch((e: UploadFailedError) => e.failure)).toBe('failed');
    fakeFetch([]);
    expect(await uploadObject(new File(['x'], 'a.png')).catch((e: UploadFailedError) => e.failure)).toBe('network');
  });

  it('lets an abort through as it is', async () => {
    const controller = new AbortController();
    fakeFetch([
      () => json(201, target),
      () => {
        controller.abort();
        throw new DOMException('aborted', 'AbortError');
      },
    ]);
    const error = await uploadObject(new File(['x'], 'a.png'), { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(UploadFailedError);
    expect((error as DOMException).name).toBe('AbortError');
  });
});
