import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** What @fastify/compress compresses by default, less event streams (each event must reach the client at once). */
const COMPRESSIBLE = /^text\/|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)|octet-stream(?:;|$)/u;

/** Whether an answer of this Content-Type is compressed: never a server-sent event stream. */
export function isCompressible(contentType: string): boolean {
  return !/^text\/event-stream\b/i.test(contentType) && COMPRESSIBLE.test(contentType);
}

/**
 * Compresses API answers (JSON above about 1 KB) with brotli or gzip, as the request accepts, and adds
 * `Vary: Accept-Encoding`. Static files are precompressed at build and served as such by the static
 * mounts (which set Content-Encoding, so they are not compressed twice); a file published without its
 * .br/.gz copies is compressed here instead. Server-sent events are never compressed (a compressor holds back
 * small writes); their routes also write to the raw response, past every onSend hook.
 */
export async function registerCompression(fastify: FastifyInstance): Promise<void> {
  await fastify.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: isCompressible,
  });
}
