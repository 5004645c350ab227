// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- every program that includes this file needs the ambient *.css module
/// <reference path="./css.d.ts" />
import './antd-identity';
import './base.css';
import type { ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import type { Locale } from 'antd/es/locale';
import ptBR from 'antd/es/locale/pt_BR';
import enUS from 'antd/es/locale/en_US';
import esES from 'antd/es/locale/es_ES';

const locales: Record<string, Locale> = { pt: ptBR, en: enUS, es: esES };

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
    <ConfigProvider theme={estanteTheme} locale={locales[language] ?? ptBR}>
      {children}
    </ConfigProvider>
  );
}
