/**
 * Build-time rendering of the start of the pages that need no data (the home hero), in each language,
 * into prerender.json beside the build. The server puts the one for the requested path into the shell's
 * page area, so it paints with the HTML; this remote's scripts then render the same in its place.
 */
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router';
import { LANGUAGES, type Language } from '@estate/contracts';
import { useLang } from '@estate/platform';
import { prerenderMarkup, type PrerenderedMarkup } from '@estate/platform/prerender';
import { brandTheme, ConfigProvider } from '@estate/platform/ui';
import { HomeHero } from './features/home/components/HomeHero.js';
import { ListingsStart } from './features/properties/components/ListingsHead.js';
import { AuctionsStart } from './features/auctions/components/AuctionsHero.js';
import { registerPublicNamespace } from './locales/public-namespace.js';

function Directed({ children }: { children: ReactNode }) {
  const { dir } = useLang();
  return (
    <ConfigProvider direction={dir} theme={brandTheme}>
      {children}
    </ConfigProvider>
  );
}

/** The start of each page that needs no data, by path; the same components the live pages show first. */
const starts: Record<string, () => ReactNode> = {
  '/': () => <HomeHero />,
  '/home': () => <HomeHero />,
  '/properties': () => <ListingsStart />,
  '/auctions': () => <AuctionsStart />,
};

export async function prerender() {
  registerPublicNamespace();
  const pages: Record<string, Partial<Record<Language, PrerenderedMarkup>>> = {};
  for (const [path, start] of Object.entries(starts)) {
    pages[path] = {};
    for (const lang of LANGUAGES) {
      pages[path][lang] = await prerenderMarkup(lang, () => (
        <StaticRouter location={path}>
          <Directed>{start()}</Directed>
        </StaticRouter>
      ));
    }
  }
  return { 'prerender.json': JSON.stringify({ pages }) };
}
