import type { Readable } from 'node:stream';

/** Bytes to store: a file received in the staging directory (moved or copied), or a buffer. */
export type ObjectBody = { path: string } | { buffer: Buffer };

export interface ObjectBodyInfo {
  contentType: string;
  size: number;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
}

/** Where the bytes live. Metadata (name, type, size) is kept in the database by ObjectStoreService. */
export interface ObjectBackend {
  /** For logs: the directory or the bucket, never a credential. */
  readonly description: string;
  /** A local directory where incoming bodies are written before they are checked and stored. */
  stagingDir(): Promise<string>;
  /** Stores the bytes under `key`, replacing any earlier ones. A staged file is consumed. */
  put(key: string, body: ObjectBody, info: ObjectBodyInfo): Promise<void>;
  /** The bytes of `key`, or null when absent. */
  open(key: string): Promise<Readable | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the bytes of `key`; removing what is not there is not an error. */
  delete(key: string): Promise<void>;
}

export const OBJECT_BACKEND = Symbol('OBJECT_BACKEND');
