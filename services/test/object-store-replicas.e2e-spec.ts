import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { ApiClient } from './support/auth.js';
import { spawnServer, startTestApp, type RunningServer, type TestApp } from './support/server.js';
import { newUpload, PDF, putObject } from './support/uploads.js';

const BUCKET = 'estate-files';

/** Two API processes on one database, each with a DATA_DIR of its own, as replicas on two hosts are. */
async function twoReplicas(env: Record<string, string> = {}): Promise<{ app: TestApp; second: RunningServer }> {
  const app = await startTestApp(env);
  const dataDir = await mkdtemp(join(tmpdir(), 'estate-replica-'));
  const second = await spawnServer({ ...app.database.env, DATA_DIR: dataDir, ...env });
  const stop = app.stop;
  app.stop = async () => {
    await second.stop();
    await stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { app, second };
}

/** Uploads a distinct PDF through one process and answers its URL and bytes. */
async function upload(baseUrl: string, index: number): Promise<{ url: string; bytes: Buffer }> {
  const bytes = Buffer.concat([PDF, Buffer.from(`% copy ${index}\n`)]);
  const target = await newUpload(new ApiClient(baseUrl), `plan-${index}.pdf`);
  const stored = await putObject(baseUrl, target.uploadURL, bytes, { 'content-type': 'application/pdf' });
  expect(stored.status).toBe(200);
  return { url: target.objectURL, bytes };
}

const download = async (baseUrl: string, url: string) => {
  const response = await fetch(`${baseUrl}${url}`);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
};

describe('files and replicas', () => {
  it('on local disk, a file uploaded through one replica is not found through another (why replicas use a bucket)', async () => {
    const { app, second } = await twoReplicas();
    try {
      const file = await upload(app.baseUrl, 1);
      expect((await download(app.baseUrl, file.url)).status).toBe(200);
      expect((await download(second.baseUrl, file.url)).status).toBe(404);
    } finally {
      await app.stop();
    }
  });

  describe('in an S3 bucket (an S3-protocol server, s3rver)', () => {
    let bucketDir: string;
    let bucketServer: S3rver;
    let replicas: { app: TestApp; second: RunningServer };

    beforeAll(async () => {
      bucketDir = await mkdtemp(join(tmpdir(), 'estate-bucket-'));
      bucketServer = new S3rver({
        address: '127.0.0.1',
        port: 0,
        directory: bucketDir,
        silent: true,
        configureBuckets: [{ name: BUCKET, configs: [] }],
      });
      const { port } = await bucketServer.run();
      replicas = await twoReplicas({
        OBJECT_STORE_S3_ENDPOINT: `http://127.0.0.1:${port}`,
        OBJECT_STORE_S3_BUCKET: BUCKET,
        OBJECT_STORE_S3_ACCESS_KEY_ID: 'S3RVER',
        OBJECT_STORE_S3_SECRET_ACCESS_KEY: 'S3RVER',
      });
    });

    afterAll(async () => {
      await replicas?.app.stop();
      await bucketServer?.close();
      await rm(bucketDir, { recursive: true, force: true });
    });

    it('every file uploaded through either replica is served by both, byte for byte, from the bucket', async () => {
      const { app, second } = replicas;
      const files = [];
      for (let index = 0; index < 9; index += 1)
        files.push(await upload(index % 2 ? second.baseUrl : app.baseUrl, index));

      for (const file of files) {
        for (const baseUrl of [app.baseUrl, second.baseUrl]) {
          const answer = await download(baseUrl, file.url);
          expect(answer.status).toBe(200);
          expect(answer.bytes.equals(file.bytes)).toBe(true);
        }
      }

      // Each file is an object of the bucket (under objects/), not a file of either replica's DATA_DIR.
      const stored = await readdir(join(bucketDir, BUCKET, 'objects'));
      for (const file of files) {
        const key = file.url.slice('/api/objects/'.length);
        expect(stored).toContain(`${key}._S3rver_object`);
      }
    });

    it('a file deleted from the bucket is gone for every replica', async () => {
      const { app, second } = replicas;
      const file = await upload(app.baseUrl, 100);
      const key = file.url.slice('/api/objects/'.length);
      await rm(join(bucketDir, BUCKET, 'objects', `${key}._S3rver_object`));
      await rm(join(bucketDir, BUCKET, 'objects', `${key}._S3rver_metadata.json`), { force: true });
      await rm(join(bucketDir, BUCKET, 'objects', `${key}._S3rver_object.md5`), { force: true });
      expect((await download(app.baseUrl, file.url)).status).toBe(404);
      expect((await download(second.baseUrl, file.url)).status).toBe(404);
    });
  });
});
