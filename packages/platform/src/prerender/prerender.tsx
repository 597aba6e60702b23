import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { Language } from '@estate/contracts';
import { i18n } from '../i18n/i18n.js';

export interface PrerenderedMarkup {
  /** The markup, with the hashed antd class names the browser computes too. */
  html: string;
  /** `<style>` tags of the antd components in it, so it looks right before any script runs. */
  styles: string;
}

/**
 * Renders a static part of a page at build time (Node), in one language. Nothing of it is interactive:
 * the browser replaces it with the live tree, identical in place and size, when the scripts have run.
 */
export async function prerenderMarkup(lang: Language, render: () => ReactNode): Promise<PrerenderedMarkup> {
  await i18n.changeLanguage(lang);
  const cache = createCache();
  const html = renderToString(<StyleProvider cache={cache}>{render()}</StyleProvider>);
  return { html, styles: extractStyle(cache) };
}

/** Attributes of a document in a language: what `applyDocumentLanguage` sets in the browser. */
export const documentLanguage = (lang: Language) =>
  lang === 'ar' ? { lang: 'ar', dir: 'rtl', bodyClass: 'lang-ar' } : { lang: 'en', dir: 'ltr', bodyClass: 'lang-en' };
