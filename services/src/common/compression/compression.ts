import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers (JSON above about 1 KB) with brotli or gzip, as the request accepts, and adds
 * `Vary: Accept-Encoding`. Static files are precompressed at build and served as such by the static
 * mounts (which set Content-Encoding, so they are not compressed twice); a file published without its
 * .br/.gz copies is compressed here instead.
 */
export async function registerCompression(fastify: FastifyInstance): Promise<void> {
  await fastify.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
  });
}
