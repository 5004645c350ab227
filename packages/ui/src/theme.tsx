// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- every program that includes this file needs the ambient *.css module
/// <reference path="./css.d.ts" />
import './antd-identity';
import './base.css';
// antd's rules, built ahead of time (scripts/antd-css.mjs): the page computes none.
import './antd.css';
// The light theme's variables, as ConfigProvider sets them (scripts/antd-css.mjs): a page the server
// rendered is styled from its first paint, before any script (ConfigProvider then sets the visitor's).
import './antd-theme.css';
import tokens from './theme-tokens.json';
import { useMemo, type ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import type { ThemeConfig } from 'antd/es/config-provider/context';
import type { AliasToken, MapToken, SeedToken } from 'antd/es/theme/interface';
import type { Locale } from 'antd/es/locale';
// The dark algorithm alone (not antd/es/theme, which also brings the compact one and helpers).
import darkAlgorithm from 'antd/es/theme/themes/dark';

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

/**
 * Brand tokens: the one antd theme, owned by the shell and seen by every remote (src/theme-tokens.json,
 * which the build's script of the first paint's variables reads too). antd's default red (#ff4d4f)
 * is 3.3:1 on white: danger buttons and error text need 4.5:1 (colorError #b42318).
 */
export const estanteTheme = { token: tokens.brand } as const;

/**
 * How the page looks (the accessibility bar): the brand's light theme, dark mode, or the high
 * contrast scheme (black, white and yellow; it wins over dark mode). Inverted and greyscale
 * colours are CSS filters on <html>, outside antd.
 */
export type Appearance = 'light' | 'dark' | 'contrast';

/**
 * antd's rules are static CSS built ahead of time (scripts/antd-css.mjs → src/antd.css, imported
 * above): zero-runtime mode computes no component style in the page, and the build drops antd's
 * style generators (scripts/antd-static-styles-loader.cjs). The theme (these tokens, per appearance and zoom) still reaches the components as CSS
 * variables set at run time, which the static rules read; the light theme's are in the page from the
 * start (antd-theme.css), under the one scope every component carries (`cssVar.key`, the same on the
 * server and in the page, whatever the tree). Unhashed class names, as the files have.
 */
const STATIC_STYLES = { zeroRuntime: true, hashed: false, cssVar: { key: tokens.cssVarKey } } as const;

/** antd's default sizes (px); scaled with the root font size so components follow the zoom. */
const BASE = { fontSize: 14, controlHeight: 32, sizeUnit: 4 } as const;

const round = (n: number) => Math.round(n * 100) / 100;

/** Dark mode: antd's dark algorithm with links and focus light enough for the dark surfaces. */
const darkTokens = {
  colorPrimary: '#2f7fb8',
  colorLink: '#8cc8ff',
  colorLinkHover: '#b5dcff',
  colorLinkActive: '#8cc8ff',
  colorBgLayout: '#101418',
  colorBgContainer: '#1b2129',
  colorBgElevated: '#222a33',
  colorError: '#ff8f8f',
} as const;

/**
 * High contrast: pure black surfaces, white text and borders, yellow actions and links. Pinned
 * after antd's dark algorithm (which would darken a seed colour such as the yellow primary).
 */
const contrastTokens: Partial<AliasToken> = {
  colorPrimary: '#ffe600',
  colorPrimaryHover: '#fff27a',
  colorPrimaryActive: '#ffe600',
  colorPrimaryBorder: '#ffe600',
  colorPrimaryBg: '#000000',
  colorTextLightSolid: '#000000',
  colorText: '#ffffff',
  colorTextHeading: '#ffffff',
  colorTextSecondary: '#ffffff',
  colorTextTertiary: '#f0f0f0',
  colorTextDescription: '#f0f0f0',
  colorTextPlaceholder: '#d9d9d9',
  colorTextDisabled: '#bfbfbf',
  colorIcon: '#ffffff',
  colorLink: '#ffff00',
  colorLinkHover: '#ffffff',
  colorLinkActive: '#ffff00',
  colorBgLayout: '#000000',
  colorBgContainer: '#000000',
  colorBgElevated: '#000000',
  colorBgContainerDisabled: '#1a1a1a',
  colorBorder: '#ffffff',
  colorBorderSecondary: '#ffffff',
  colorSplit: '#ffffff',
  colorError: '#ff8f8f',
  colorWarning: '#ffd666',
  colorSuccess: '#95f28a',
  colorInfo: '#8cc8ff',
};
const contrastAlgorithm = (_seed: SeedToken, map?: MapToken): MapToken => ({ ...(map as MapToken), ...contrastTokens }) as MapToken;

/**
 * The antd theme for an appearance and a scale (1 + zoom/100): font size, control height and
 * spacing unit grow with the root font size, so antd's components follow the zoom like the CSS in rem.
 */
export function themeFor(appearance: Appearance = 'light', scale = 1): ThemeConfig {
  const sizes = scale === 1 ? {} : { fontSize: round(BASE.fontSize * scale), controlHeight: round(BASE.controlHeight * scale), sizeUnit: round(BASE.sizeUnit * scale) };
  if (appearance === 'light') return { ...STATIC_STYLES, token: { ...estanteTheme.token, ...sizes } };
  if (appearance === 'dark') return { ...STATIC_STYLES, algorithm: darkAlgorithm, token: { ...estanteTheme.token, ...darkTokens, ...sizes } };
  return { ...STATIC_STYLES, algorithm: [darkAlgorithm, contrastAlgorithm], token: { ...estanteTheme.token, ...contrastTokens, ...sizes } };
}

export interface ThemeProviderProps {
  /** Current UI language (pt, en, es…), for antd's own texts. */
  readonly language: string;
  /** Light (default), dark or high contrast (the shell passes the visitor's preferences). */
  readonly appearance?: Appearance;
  /** 1 + zoom/100: antd's sizes follow the root font size. */
  readonly scale?: number;
  readonly children: ReactNode;
}

/**
 * A button's spinner, shown exactly while the button is loading. antd's own icon comes and goes with
 * a motion that ends on a `transitionend`: when the request ends before the icon has grown (an answer
 * in 20 ms) no transition runs, the event never comes, and the icon stays on a button that is no
 * longer loading, whose name then reads "loading Guardar na cesta permanente" for good (1 run in 5 of
 * patron-basket.spec). This one has no motion of its own, and no name: the button keeps its label.
 */
const BUTTON = { loadingIcon: <span className="estante-button-spinner" aria-hidden="true" /> };

export function ThemeProvider({ language, appearance = 'light', scale = 1, children }: ThemeProviderProps) {
  const theme = useMemo(() => themeFor(appearance, scale), [appearance, scale]);
  return (
    <ConfigProvider theme={theme} locale={loadedLocales.get(language)} button={BUTTON}>
      {children}
    </ConfigProvider>
  );
}
