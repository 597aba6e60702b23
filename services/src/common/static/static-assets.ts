import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import { cacheControlFor, NO_CACHE } from './cache-control.js';
import { compressPage, composePage, languageOf, LANGUAGE_COOKIE, pickEncoding, remoteLocator } from './page-html.js';
import { contentSecurityPolicyDirectives } from './content-security-policy.js';
import { resolveRemoteConfig } from './remote-config.js';
import { isClientRoute } from './spa-fallback.js';

/** URL prefix → build folder (relative to WEB_ROOT) of each remote. */
export const REMOTE_BUILDS = {
  '/mfe/public/': 'mfe-public/dist',
  '/mfe/admin/': 'mfe-admin/dist',
  '/mfe/estate/': 'mfe-estate/dist',
  '/mfe/portals/': 'mfe-portals/dist',
} as const;

const SHELL_MISSING =
  'The web front end is not built yet. Run `npm run build` (or build the shell) and reload this page.\n';

const setCacheHeaders = (reply: FastifyReply, path: string) => reply.header('cache-control', cacheControlFor(path));

/** Remote bundles are public and may be loaded by a shell served from another origin. */
const setRemoteHeaders = (reply: FastifyReply, path: string) =>
  setCacheHeaders(reply, path)
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin');

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Serves the shell at /, each remote under /mfe/<area>/, published remotes under /remotes/, and /mfe-config.json. */
export async function registerStaticAssets(fastify: FastifyInstance, config: AppConfig): Promise<void> {
  const shellDir = resolve(config.webRoot, 'shell/dist');
  const common = {
    cacheControl: false,
    index: false,
    redirect: false,
    // Builds carry .br and .gz copies of their text files, made once at build: sent as the request accepts.
    preCompressed: true,
    // Every build file has an ETag, which revalidates it; hashed files never need to. A date and a note that
    // ranges are taken added some 70 bytes to each of a page's twenty-odd files (HTTP/1.1 headers are not compressed).
    lastModified: false,
    acceptRanges: false,
    suppressWarning: true,
    allowedPath: (pathname: string) => !pathname.endsWith('/'),
  } as const;

  await fastify.register(fastifyStatic, { ...common, root: shellDir, serve: false, setHeaders: setCacheHeaders });
  const mounts: [string, string][] = [
    ...Object.entries(REMOTE_BUILDS).map(([prefix, dir]): [string, string] => [prefix, resolve(config.webRoot, dir)]),
    ['/remotes/', config.remotesDir],
  ];
  for (const [prefix, root] of mounts) {
    await fastify.register(fastifyStatic, {
      ...common,
      root,
      prefix,
      decorateReply: false,
      setHeaders: setRemoteHeaders,
    });
  }

  const remoteMap = async (request: FastifyRequest) => {
    const { remotes, problem } = await resolveRemoteConfig(config.mfeConfigFile, config.remoteUrls);
    if (problem) request.log.error(`Ignoring the published remote map: ${problem}`);
    return remotes;
  };
  const locate = remoteLocator(mounts);

  fastify.get('/mfe-config.json', async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await remoteMap(request)),
  );

  /** A page: the shell's HTML in the visitor's language, with the remote map, hints and the area's start. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const remotes = await remoteMap(request);
    const page = await composePage({
      shellDir,
      pathname,
      lang: languageOf(request.cookies?.[LANGUAGE_COOKIE]),
      remotes,
      locate,
    });
    // The page's policy follows the map it carries: a remote the file moved to another origin is allowed at once.
    reply.helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: contentSecurityPolicyDirectives({ remoteUrls: remotes, publicUrl: config.publicUrl }),
      },
    });
    if (!page) {
      return reply.code(503).header('cache-control', NO_CACHE).type('text/plain; charset=utf-8').send(SHELL_MISSING);
    }
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const etag = `"${page.etag.slice(1, -1)}${encoding ? `-${encoding}` : ''}"`;
    reply
      .header('cache-control', NO_CACHE)
      .header('vary', 'accept-encoding, cookie')
      .header('etag', etag)
      .type('text/html; charset=utf-8');
    if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) return reply.code(304).send();
    if (!encoding) return reply.send(page.html);
    return reply.header('content-encoding', encoding).send(compressPage(page, encoding));
  };

  fastify.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = decodePathname(request.url);
    if (pathname === undefined || pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();

    const file = resolve(shellDir, `.${pathname}`);
    // index.html and index.en.html are pages: always composed for the request, never sent as built.
    if (/^\/index(\.\w+)?\.html$/.test(pathname)) return sendPage(request, reply, '/');
    if (file.startsWith(shellDir + sep) && (await isFile(file))) {
      return reply.sendFile(file.slice(shellDir.length + 1), shellDir);
    }
    if (!isClientRoute(pathname)) return reply.callNotFound();
    return sendPage(request, reply, pathname);
  });
}

function decodePathname(url: string): string | undefined {
  const raw = url.split('?')[0]!;
  try {
    const pathname = decodeURIComponent(raw);
    return pathname.includes('\0') ? undefined : pathname;
  } catch {
    return undefined;
  }
}
