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
import { registerPublicNamespace } from './locales/public-namespace.js';

function Directed({ children }: { children: ReactNode }) {
  const { dir } = useLang();
  return (
    <ConfigProvider direction={dir} theme={brandTheme}>
      {children}
    </ConfigProvider>
  );
}

async function homeStart(lang: Language): Promise<PrerenderedMarkup> {
  return prerenderMarkup(lang, () => (
    <StaticRouter location="/">
      <Directed>
        <HomeHero />
      </Directed>
    </StaticRouter>
  ));
}

export async function prerender() {
  registerPublicNamespace();
  const home: Partial<Record<Language, PrerenderedMarkup>> = {};
  for (const lang of LANGUAGES) home[lang] = await homeStart(lang);
  return { 'prerender.json': JSON.stringify({ pages: { '/': home, '/home': home } }) };
}
