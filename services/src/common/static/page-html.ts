import { areaOf, type RemoteConfig } from '@estate/contracts';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Markers the shell's build leaves in its HTML (shell/src/prerendered-markers.ts): the head, where the
 * remote map and preload hints go, and the page area, where the current area's prerendered start goes.
 */
export const PAGE_HEAD = '<!--page-head-->';
export const AREA_START = '<!--page-area-->';
export const AREA_END = '<!--/page-area-->';

/** The copy of the visitor's language the front end keeps for the server (packages/platform i18n). */
export const LANGUAGE_COOKIE = 'lang';

type Language = 'ar' | 'en';

/** Where a remote's files are on this server's disk, for a manifest URL it serves itself. */
export type LocateRemote = (manifestUrl: string) => string | undefined;

interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

interface Prerendered {
  pages?: Record<string, Partial<Record<Language, { html: string; styles: string }>>>;
}

/** Files read once and again only when they change on disk (a remote is republished in place, or rebuilt). */
const fileCache = new Map<string, { mtimeMs: number; size: number; value: unknown }>();

async function readCached<T>(file: string, parse: (text: string) => T): Promise<T | undefined> {
  let info;
  try {
    info = await stat(file);
  } catch {
    fileCache.delete(file);
    return undefined;
  }
  const cached = fileCache.get(file);
  if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.value as T;
  try {
    const value = parse(await readFile(file, 'utf8'));
    fileCache.set(file, { mtimeMs: info.mtimeMs, size: info.size, value });
    return value;
  } catch {
    return undefined;
  }
}

/** `<` would let a value close the script element it sits in. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export function languageOf(cookieValue: string | undefined): Language {
  return cookieValue === 'en' ? 'en' : 'ar';
}

/**
 * What the server adds to the head for this path: the remote map (so the page does not ask for it), and
 * hints that start, beside the shell's own scripts, the session check and the current area's manifest,
 * entry, routes chunk and stylesheet. The area's files come from its manifest, read from disk when this
 * server publishes the remote; for a remote elsewhere only its manifest is hinted.
 */
async function areaHead(
  pathname: string,
  lang: Language,
  remotes: RemoteConfig,
  locate: LocateRemote,
): Promise<{ head: string[]; area?: string; styles?: string }> {
  const head = [`<script type="application/json" id="remote-map">${scriptSafeJson(remotes)}</script>`];
  head.push('<link rel="preload" href="/api/auth/me" as="fetch" crossorigin="use-credentials">');
  const name = areaOf(pathname);
  const manifestUrl = name ? remotes[name] : undefined;
  if (!manifestUrl) return { head };
  head.push(`<link rel="preload" href="${attribute(manifestUrl)}" as="fetch" crossorigin="anonymous">`);
  const manifestFile = locate(manifestUrl);
  if (!manifestFile) return { head };
  const manifest = await readCached<Manifest>(manifestFile, JSON.parse);
  if (!manifest) return { head };

  const folderUrl = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const publicPath = manifest.metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? publicPath : folderUrl;
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) {
    head.push(`<link rel="preload" href="${attribute(base + (entry.path ?? '') + entry.name)}" as="script">`);
  }
  const routes = manifest.exposes?.find((expose) => expose.path === './routes')?.assets;
  for (const file of routes?.js?.sync ?? []) {
    head.push(`<link rel="preload" href="${attribute(base + file)}" as="script">`);
  }

  const prerendered = await readCached<Prerendered>(join(manifestFile, '..', 'prerender.json'), JSON.parse);
  const start = prerendered?.pages?.[pathname]?.[lang];
  // The area's own stylesheet is needed to paint its prerendered start; otherwise it is only fetched early.
  for (const file of routes?.css?.sync ?? []) {
    head.push(
      start
        ? `<link rel="stylesheet" href="${attribute(base + file)}">`
        : `<link rel="preload" href="${attribute(base + file)}" as="style">`,
    );
  }
  if (!start) return { head };
  return { head, area: `<div data-prerendered-area inert>${start.html}</div>`, styles: start.styles };
}

const STYLE_ELEMENT = /<style\b[^>]*>[\s\S]*?<\/style>/g;
const cssHashOf = (element: string) => /\bdata-css-hash="([^"]*)"/.exec(element)?.[1];

/**
 * The area's prerendered styles without those the shell's HTML already carries (the same component in the
 * same theme has the same hash), and without its own style map: the design system reads only the first.
 */
export function newStyles(styles: string, page: string): string {
  const present = new Set<string>();
  for (const element of page.match(STYLE_ELEMENT) ?? []) {
    const hash = cssHashOf(element);
    if (hash) present.add(hash);
  }
  return (styles.match(STYLE_ELEMENT) ?? [])
    .filter((element) => !element.includes('data-ant-cssinjs-cache-path'))
    .filter((element) => {
      const hash = cssHashOf(element);
      return !hash || !present.has(hash);
    })
    .join('');
}

/**
 * The page's scripts start after its first paint. The HTML carries everything a visitor first sees (the
 * header, the start of the page, their stylesheets); the scripts, the session check and the area's files
 * then load and replace it. Were they requested with the HTML, they would share the connection with the
 * stylesheets that paint first, and a phone on a slow network would show the page later. So the script
 * and the hints of the head are listed in `#start-files`, and this script, once a frame has been painted
 * (or at once in a tab that is not shown, which paints nothing), adds them to the head in their order.
 * Its hash is allowed by the content security policy (content-security-policy.ts).
 */
export const START_SCRIPT =
  "(function(){var d=document,done=false;function start(){if(done)return;done=true;JSON.parse(d.getElementById('start-files').textContent).forEach(function(f){var e=d.createElement(f.tag);for(var k in f.attrs)e.setAttribute(k,f.attrs[k]);if(f.tag==='script')e.async=false;d.head.appendChild(e)})}if(d.visibilityState!=='visible')start();else{d.addEventListener('visibilitychange',start);requestAnimationFrame(function(){setTimeout(start,0)})}})()";

/** The CSP source that allows START_SCRIPT, and no other inline script. */
export const START_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(START_SCRIPT).digest('base64')}'`;

interface StartFile {
  tag: 'script' | 'link';
  attrs: Record<string, string>;
}

const START_TAG = /<script defer="defer" src="[^"]*"><\/script>|<link rel="preload"[^>]*>/g;
const ATTRIBUTE = /([a-z][a-z-]*)="([^"]*)"/g;
const unescapeAttribute = (value: string) => value.replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/**
 * Moves the head's deferred scripts and preload hints into the list START_SCRIPT reads, and puts that script
 * at the end of the body. HTML without them is returned as it is.
 */
export function startAfterFirstPaint(html: string): string {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < headEnd) return html;
  const files: StartFile[] = [];
  const head = html.slice(0, headEnd).replace(START_TAG, (tag) => {
    const attrs: Record<string, string> = {};
    for (const [, name = '', value = ''] of tag.matchAll(ATTRIBUTE)) attrs[name] = unescapeAttribute(value);
    files.push({ tag: tag.startsWith('<script') ? 'script' : 'link', attrs });
    return '';
  });
  if (!files.length) return html;
  const start =
    `<script type="application/json" id="start-files">${scriptSafeJson(files)}</script>` +
    `<script>${START_SCRIPT}</script>`;
  return head + html.slice(headEnd, bodyEnd) + start + html.slice(bodyEnd);
}

export interface ComposedPage {
  html: string;
  etag: string;
}

/**
 * The shell's HTML for one request: in the visitor's language (index.html, or index.en.html), with the
 * remote map and hints in the head and the area's prerendered start of page. The shell's files on disk
 * are never changed: the same build serves every remote version. HTML without the markers goes out as built.
 */
export async function composePage(options: {
  shellDir: string;
  pathname: string;
  lang: Language;
  remotes: RemoteConfig;
  locate: LocateRemote;
}): Promise<ComposedPage | undefined> {
  const { shellDir, pathname, lang, remotes, locate } = options;
  const built =
    (lang === 'en' ? await readCached(join(shellDir, 'index.en.html'), String) : undefined) ??
    (await readCached(join(shellDir, 'index.html'), String));
  if (built === undefined) return undefined;
  let html = built;
  if (html.includes(PAGE_HEAD)) {
    const { head, area, styles } = await areaHead(pathname, lang, remotes, locate);
    html = html.replace(PAGE_HEAD, head.join('') + (styles ? newStyles(styles, html) : ''));
    const start = html.indexOf(AREA_START);
    const end = html.indexOf(AREA_END);
    if (area && start >= 0 && end > start) html = html.slice(0, start) + area + html.slice(end + AREA_END.length);
  }
  html = startAfterFirstPaint(html);
  return { html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` };
}

/** The encoding to answer with, from Accept-Encoding (an encoding with q=0 is refused). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/** Composed pages repeat (one per language, path and remote map): each is compressed once, then reused. */
const compressed = new Map<string, Buffer>();
const COMPRESSED_KEPT = 64;

export function compressPage(page: ComposedPage, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}:${page.etag}`;
  let body = compressed.get(key);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(page.html, { level: 9 });
    if (compressed.size >= COMPRESSED_KEPT) compressed.delete(compressed.keys().next().value!);
    compressed.set(key, body);
  }
  return body;
}

/** Maps a manifest URL this server publishes (/mfe/<area>/..., /remotes/...) to its file, inside its folder. */
export function remoteLocator(mounts: [prefix: string, root: string][]): LocateRemote {
  return (manifestUrl) => {
    if (!manifestUrl.startsWith('/') || manifestUrl.startsWith('//')) return undefined;
    const path = manifestUrl.split(/[?#]/)[0]!;
    for (const [prefix, root] of mounts) {
      if (!path.startsWith(prefix)) continue;
      const file = resolve(root, `.${path.slice(prefix.length - 1)}`);
      return file.startsWith(root + sep) ? file : undefined;
    }
    return undefined;
  };
}
