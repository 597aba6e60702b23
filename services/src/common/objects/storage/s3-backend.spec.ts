import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Backend } from './s3-backend.js';

const key = '0123456789abcdef0123456789abcdef';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface Call {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A bucket on an in-process HTTP server: records each request and answers with `respond`. */
async function fakeBucket(respond: (call: Call, response: ServerResponse) => void) {
  const calls: Call[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const call = {
        method: request.method!,
        // The SDK adds ?x-id=<Operation>; the object's path is what matters.
        path: request.url!.split('?')[0]!,
        headers: request.headers,
        body: Buffer.concat(chunks),
      };
      calls.push(call);
      respond(call, response);
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  const backend = new S3Backend(
    {
      driver: 's3',
      endpoint: `http://127.0.0.1:${port}/storage/`,
      bucket: 'estate-files',
      region: 'me-south-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
    },
    { maxAttempts: 1 },
  );
  return { calls, backend, close: () => new Promise<void>((closed) => server.close(() => closed())) };
}

const s3Error = (response: ServerResponse, status: number, code: string) => {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>x</Message></Error>`);
};

describe('S3Backend', () => {
  it('puts a staged file path-style, signed, with its SHA-256 for the bucket to check, and removes the file', async () => {
    const bucket = await fakeBucket((_call, response) => response.writeHead(200).end());
    const dir = await mkdtemp(join(tmpdir(), 's3-backend-'));
    try {
      const path = join(dir, 'upload');
      const bytes = Buffer.from('%PDF-1.4 test');
      await writeFile(path, bytes);
      await bucket.backend.put(
        key,
        { path },
        { contentType: 'application/pdf', size: bytes.length, sha256: sha256(bytes) },
      );
      expect(bucket.calls).toHaveLength(1);
      const [call] = bucket.calls;
      expect(call!.method).toBe('PUT');
      expect(call!.path).toBe(`/storage/estate-files/objects/${key}`);
      expect(call!.body).toEqual(bytes);
      expect(call!.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-length': String(bytes.length),
        'x-amz-checksum-sha256': Buffer.from(sha256(bytes), 'hex').toString('base64'),
        authorization: expect.stringMatching(
          /^AWS4-HMAC-SHA256 Credential=AKIAEXAMPLE\/\d{8}\/me-south-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, Signature=[0-9a-f]{64}$/,
        ),
      });
      // No chunked upload with trailing checksums: plain bodies, which every compatible store takes.
      expect(call!.headers['content-encoding'] ?? '').not.toContain('aws-chunked');
      expect(await readdir(dir)).toEqual([]);
    } finally {
      await bucket.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reads an object, and answers null or false when the bucket has none', async () => {
    const bucket = await fakeBucket((call, response) => {
      if (!call.path.endsWith(key)) return s3Error(response, 404, 'NoSuchKey');
      response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': '8' });
      response.end(call.method === 'HEAD' ? undefined : '%PDF-1.4');
    });
    try {
      const body = await bucket.backend.open(key);
      const chunks: Buffer[] = [];
      for await (const chunk of body!) chunks.push(Buffer.from(chunk as Uint8Array));
      expect(Buffer.concat(chunks).toString()).toBe('%PDF-1.4');
      expect(await bucket.backend.exists(key)).toBe(true);
      expect(await bucket.backend.open('f'.repeat(32))).toBeNull();
      expect(await bucket.backend.exists('f'.repeat(32))).toBe(false);
    } finally {
      await bucket.close();
    }
  });

  it('deletes, accepting 204 and 404 alike, and reports any other refusal', async () => {
    const bucket = await fakeBucket((call, response) =>
      call.path.endsWith(key) ? response.writeHead(204).end() : s3Error(response, 404, 'NoSuchKey'),
    );
    const refusing = await fakeBucket((_call, response) => s3Error(response, 403, 'AccessDenied'));
    try {
      await bucket.backend.delete(key);
      await bucket.backend.delete('f'.repeat(32));
      expect(bucket.calls.map((call) => call.method)).toEqual(['DELETE', 'DELETE']);
      expect(bucket.calls[0]!.path).toBe(`/storage/estate-files/objects/${key}`);
      expect(bucket.calls[0]!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIAEXAMPLE\//);
      await expect(refusing.backend.delete(key)).rejects.toThrow('DeleteObject failed: 403 AccessDenied');
    } finally {
      await bucket.close();
      await refusing.close();
    }
  });

  it('reports a refusal with the status and the bucket error code, never the credentials', async () => {
    const bucket = await fakeBucket((_call, response) => s3Error(response, 403, 'AccessDenied'));
    try {
      const refused = bucket.backend.put(
        key,
        { buffer: Buffer.from('x') },
        { contentType: 'application/pdf', size: 1, sha256: sha256(Buffer.from('x')) },
      );
      await expect(refused).rejects.toThrow('PutObject failed: 403 AccessDenied');
      await expect(bucket.backend.exists(key)).rejects.toThrow(/^HeadObject failed: 403/);
      await refused.catch((error: Error) => expect(error.message).not.toMatch(/secret|AKIA/));
      expect(bucket.backend.description).toMatch(/^S3 bucket estate-files at 127\.0\.0\.1:\d+$/);
    } finally {
      await bucket.close();
    }
  });
});
