import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalDiskBackend } from './local-disk-backend.js';

const key = 'ab23456789abcdef0123456789abcdef';
const info = { contentType: 'application/pdf', size: 4, sha256: '' };

describe('LocalDiskBackend', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'objects-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('keeps objects sharded by key, from a buffer or a staged file, replacing earlier bytes', async () => {
    const backend = new LocalDiskBackend(dir);
    expect(await backend.exists(key)).toBe(false);
    expect(await backend.open(key)).toBeNull();

    await backend.put(key, { buffer: Buffer.from('one!') }, info);
    expect(await readFile(join(dir, 'ab', key), 'utf8')).toBe('one!');

    const staged = join(await backend.stagingDir(), 'incoming-upload');
    await writeFile(staged, 'two!');
    await backend.put(key, { path: staged }, info);
    expect(await backend.exists(key)).toBe(true);
    const chunks: Buffer[] = [];
    for await (const chunk of (await backend.open(key))!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('two!');
    expect(await readdir(join(dir, '.incoming'))).toEqual([]);
  });

  it('deletes an object, and deleting one that is not there is no error', async () => {
    const backend = new LocalDiskBackend(dir);
    await backend.put(key, { buffer: Buffer.from('one!') }, info);
    await backend.delete(key);
    expect(await backend.exists(key)).toBe(false);
    await expect(backend.delete(key)).resolves.toBeUndefined();
  });
});
