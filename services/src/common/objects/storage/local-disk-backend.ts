import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { ObjectBackend, ObjectBody, ObjectBodyInfo } from './object-backend.js';

/**
 * Objects as files under one directory, sharded by the first two characters of the key. Writes go to a
 * temporary name in `.incoming/` then are renamed, so a reader never sees half a file.
 */
export class LocalDiskBackend implements ObjectBackend {
  readonly description: string;

  constructor(private readonly dir: string) {
    this.description = `local directory ${dir}`;
  }

  async stagingDir(): Promise<string> {
    const staging = join(this.dir, '.incoming');
    await mkdir(staging, { recursive: true });
    return staging;
  }

  private pathOf(key: string): string {
    return join(this.dir, key.slice(0, 2), key);
  }

  async put(key: string, body: ObjectBody, _info?: ObjectBodyInfo): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(join(this.dir, key.slice(0, 2)), { recursive: true });
    if ('path' in body) {
      await rename(body.path, target);
      return;
    }
    const temporary = join(await this.stagingDir(), `${key}.${randomBytes(4).toString('hex')}`);
    try {
      await writeFile(temporary, body.buffer);
      await rename(temporary, target);
    } finally {
      await rm(temporary, { force: true });
    }
  }

  async open(key: string): Promise<Readable | null> {
    if (!(await this.exists(key))) return null;
    return createReadStream(this.pathOf(key));
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }
}
