import type { FastifyInstance } from 'fastify';

/**
 * Security headers that only a document acts upon: a page, or a file a browser could open as one. A script, a
 * stylesheet, a font or a raster image never runs under its own policy, framing rules or referrer policy; each of
 * them carried about 750 bytes of these (HTTP/1.1 does not compress headers), some 20 KB on a page's first load.
 * `X-Content-Type-Options: nosniff` stays on every answer, so none of them can be taken for a document.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  // HSTS holds for the whole host once any answer over HTTPS has carried it: the pages do.
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** Content types that are never a document: scripts, stylesheets, fonts and raster images (not SVG, which can be). */
const SUBRESOURCE_TYPE =
  /^\s*(?:application\/javascript|text\/javascript|text\/css|font\/[\w.+-]+|image\/(?:png|jpeg|webp|avif|gif))\s*(?:;|$)/i;

export function isSubresourceType(contentType: string): boolean {
  return SUBRESOURCE_TYPE.test(contentType);
}

/** Drops the document-only headers from answers that cannot be a document. Register after the security headers. */
export function registerSubresourceHeaders(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (_request, reply, payload) => {
    if (isSubresourceType(String(reply.getHeader('content-type') ?? ''))) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    }
    return payload;
  });
}
