import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import { cacheControlFor, NO_CACHE } from './cache-control.js';
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
  const shellIndex = join(shellDir, 'index.html');
  const common = {
    cacheControl: false,
    index: false,
    redirect: false,
    // Builds carry .br and .gz copies of their text files, made once at build: sent as the request accepts.
    preCompressed: true,
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

  fastify.get('/mfe-config.json', async (request, reply) => {
    const { remotes, problem } = await resolveRemoteConfig(config.mfeConfigFile, config.remoteUrls);
    if (problem) request.log.error(`Ignoring the published remote map: ${problem}`);
    return reply.header('cache-control', 'no-store').send(remotes);
  });

  fastify.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = decodePathname(request.url);
    if (pathname === undefined || pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();

    const file = resolve(shellDir, `.${pathname}`);
    if (file.startsWith(shellDir + sep) && (await isFile(file))) {
      return reply.sendFile(file.slice(shellDir.length + 1), shellDir);
    }
    if (!isClientRoute(pathname)) return reply.callNotFound();
    if (!(await isFile(shellIndex))) {
      return reply.code(503).header('cache-control', NO_CACHE).type('text/plain; charset=utf-8').send(SHELL_MISSING);
    }
    return reply.header('cache-control', NO_CACHE).sendFile('index.html', shellDir);
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
