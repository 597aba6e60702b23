import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Backend } from './s3-backend.js';
import { sha256Hex } from './sigv4.js';

const config = {
  driver: 's3' as const,
  endpoint: 'https://s3.example.sa/storage/',
  bucket: 'estate-files',
  region: 'me-south-1',
  accessKeyId: 'AKIAEXAMPLE',
  secretAccessKey: 'secret',
};
const key = '0123456789abcdef0123456789abcdef';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: Buffer;
}

function fakeBucket(respond: (call: Call) => Response) {
  const calls: Call[] = [];
  const send = (async (url: URL, init: RequestInit) => {
    const body = init.body ? Buffer.from(await new Response(init.body).arrayBuffer()) : undefined;
    const call = { url: String(url), method: init.method!, headers: init.headers as Record<string, string>, body };
    calls.push(call);
    return respond(call);
  }) as unknown as typeof fetch;
  return { calls, backend: new S3Backend(config, send) };
}

describe('S3Backend', () => {
  it('puts a staged file path-style, signed with its payload hash, and removes the file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 's3-backend-'));
    try {
      const path = join(dir, 'upload');
      const bytes = Buffer.from('%PDF-1.4 test');
      await writeFile(path, bytes);
      const { calls, backend } = fakeBucket(() => new Response(null, { status: 200 }));
      await backend.put(
        key,
        { path },
        { contentType: 'application/pdf', size: bytes.length, sha256: sha256Hex(bytes) },
      );
      expect(calls).toHaveLength(1);
      const [call] = calls;
      expect(call!.method).toBe('PUT');
      expect(call!.url).toBe(`https://s3.example.sa/storage/estate-files/objects/${key}`);
      expect(call!.body).toEqual(bytes);
      expect(call!.headers).toMatchObject({
        'content-type': 'application/pdf',
        'x-amz-content-sha256': sha256Hex(bytes),
        authorization: expect.stringMatching(
          /^AWS4-HMAC-SHA256 Credential=AKIAEXAMPLE\/\d{8}\/me-south-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
        ),
      });
      expect(call!.headers.host).toBeUndefined();
      expect(await readdir(dir)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reads an object, and answers null or false when the bucket has none', async () => {
    const { backend } = fakeBucket((call) =>
      call.url.endsWith(key) ? new Response('%PDF-1.4', { status: 200 }) : new Response(null, { status: 404 }),
    );
    const body = await backend.open(key);
    const chunks: Buffer[] = [];
    for await (const chunk of body!) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).toString()).toBe('%PDF-1.4');
    expect(await backend.exists(key)).toBe(true);
    expect(await backend.open('f'.repeat(32))).toBeNull();
    expect(await backend.exists('f'.repeat(32))).toBe(false);
  });

  it('deletes signed, accepting 204 and 404 alike, and reports any other refusal', async () => {
    const { calls, backend } = fakeBucket((call) =>
      call.url.endsWith(key) ? new Response(null, { status: 204 }) : new Response(null, { status: 404 }),
    );
    await backend.delete(key);
    await backend.delete('f'.repeat(32));
    expect(calls.map((call) => call.method)).toEqual(['DELETE', 'DELETE']);
    expect(calls[0]!.url).toBe(`https://s3.example.sa/storage/estate-files/objects/${key}`);
    expect(calls[0]!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIAEXAMPLE\//);
    const refused = fakeBucket(() => new Response('<Error><Code>AccessDenied</Code></Error>', { status: 403 }));
    await expect(refused.backend.delete(key)).rejects.toThrow('DeleteObject failed: 403 AccessDenied');
  });

  it('reports a refusal with the bucket error code and never the credentials', async () => {
    const { backend } = fakeBucket(() => new Response('<Error><Code>AccessDenied</Code></Error>', { status: 403 }));
    await expect(backend.exists(key)).rejects.toThrow('HeadObject failed: 403 AccessDenied');
    expect(backend.description).toBe('S3 bucket estate-files at s3.example.sa');
  });
});
