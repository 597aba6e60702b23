/**
 * Build-time rendering of the shell's static frame (header, an empty page area, footer) into its HTML,
 * once per language: index.html (Arabic, the default) and index.en.html. The page shows the real header
 * before any script runs; the scripts then render the same frame in its place.
 */
import { Route, Routes, StaticRouter } from 'react-router';
import { LANGUAGES, type Language } from '@estate/contracts';
import { brand, createQueryClient } from '@estate/platform';
import { documentLanguage, prerenderMarkup } from '@estate/platform/prerender';
import { AppProviders, PageLoader } from '@estate/platform/ui';
import { ShellLayout } from './layout/ShellLayout.js';
import { AREA_END, AREA_START, PAGE_HEAD } from './prerendered-markers.js';

/** A location no navigation link matches: the same frame is served for every path. */
const NO_PAGE = '/__prerendered__';

function Frame() {
  return (
    <StaticRouter location={NO_PAGE}>
      <AppProviders queryClient={createQueryClient()}>
        <Routes>
          <Route element={<ShellLayout />}>
            <Route
              path="*"
              element={
                <>
                  <template data-area-start="" />
                  <PageLoader />
                  <template data-area-end="" />
                </>
              }
            />
          </Route>
        </Routes>
      </AppProviders>
    </StaticRouter>
  );
}

async function pageIn(template: string, lang: Language): Promise<string> {
  const { html, styles } = await prerenderMarkup(lang, () => <Frame />);
  const { lang: code, dir, bodyClass } = documentLanguage(lang);
  const frame = html
    .replace('<template data-area-start=""></template>', AREA_START)
    .replace('<template data-area-end=""></template>', AREA_END);
  const page = template
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${code}" dir="${dir}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${brand.name[lang]}</title>`)
    .replace('</head>', `${styles}${PAGE_HEAD}</head>`)
    .replace(/<body class="[^"]*">/, `<body class="${bodyClass}">`)
    // inert: nothing in the static frame answers before the scripts replace it.
    .replace('<div id="root"></div>', `<div id="root"><div class="prerendered" inert>${frame}</div></div>`);
  if (page === template || !page.includes(AREA_START)) throw new Error('index.html lost its #root or <head>');
  return page;
}

export async function prerender({ readFile }: { readFile: (name: string) => Promise<string> }) {
  const template = await readFile('index.html');
  const files: Record<string, string> = {};
  for (const lang of LANGUAGES)
    files[lang === 'ar' ? 'index.html' : `index.${lang}.html`] = await pageIn(template, lang);
  return files;
}
