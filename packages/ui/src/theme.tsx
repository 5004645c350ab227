// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- every program that includes this file needs the ambient *.css module
/// <reference path="./css.d.ts" />
import './antd-identity';
import './base.css';
import type { ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import type { Locale } from 'antd/es/locale';

/** antd's own texts per language, each a chunk fetched only for the language in use. */
const localeLoaders: Record<string, () => Promise<{ default: Locale }>> = {
  pt: () => import('antd/es/locale/pt_BR'),
  en: () => import('antd/es/locale/en_US'),
  es: () => import('antd/es/locale/es_ES'),
};
const loadedLocales = new Map<string, Locale>();

/** Fetch antd's texts for `language` before the first render (the shell awaits it). */
export async function prepareTheme(language: string): Promise<void> {
  const load = localeLoaders[language] ?? localeLoaders.pt;
  if (!load || loadedLocales.has(language)) return;
  loadedLocales.set(language, (await load()).default);
}

/** Brand tokens: the one antd theme, owned by the shell and seen by every remote. */
export const estanteTheme = {
  token: {
    colorPrimary: '#1f5f8b',
    colorLink: '#1f5f8b',
    borderRadius: 6,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
} as const;

export interface ThemeProviderProps {
  /** Current UI language (pt, en, es…), for antd's own texts. */
  readonly language: string;
  readonly children: ReactNode;
}

export function ThemeProvider({ language, children }: ThemeProviderProps) {
  return (
    <ConfigProvider theme={estanteTheme} locale={loadedLocales.get(language)}>
      {children}
    </ConfigProvider>
  );
}
