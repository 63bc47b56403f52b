import type { ClientAssets } from './client-assets';
import { translate, type Lang } from './messages';
import type { SlotRules, TableRules } from './rules';
import type { Palette, Theme } from './themes';

/**
 * The HTML around a game page. Everything the page needs to start is a JSON data block (not
 * executed, so the CSP's "no inline script" holds); the script and stylesheet are files.
 */

/** What the browser code reads from the data block (src/client/boot.ts mirrors it). */
export interface BootData {
  mode: 'real' | 'demo';
  token: string | null;
  game: string;
  name: string;
  lang: Lang;
  currency: string;
  lobbyUrl: string | null;
  theme: Theme;
  /** Engine data the page shows (limits, paytable); drawn outcomes always come from the API. */
  rules: SlotRules | TableRules;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON safe inside a <script> element: no `</script>`, no HTML comment, no line separators. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The theme's colours as CSS variables: a stylesheet of its own, so no inline style is needed. */
export function themeStylesheet(palette: Palette, felt?: string): string {
  const vars = {
    '--bg': palette.bg,
    '--bg2': palette.bg2,
    '--accent': palette.accent,
    '--accent2': palette.accent2,
    '--text': palette.text,
    '--felt': felt ?? palette.bg2,
  };
  const body = Object.entries(vars)
    .map(([name, value]) => `${name}:${value};`)
    .join('');
  return `:root{${body}}\n`;
}

function shell(options: {
  lang: Lang;
  title: string;
  assets: ClientAssets;
  themeCode: string | null;
  bodyClass: string;
  head?: string;
  body: string;
}): string {
  const theme = options.themeCode
    ? `<link rel="stylesheet" href="/assets/theme/${encodeURIComponent(options.themeCode)}.css">`
    : '';
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(options.lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${escapeHtml(options.title)}</title>`,
    `<link rel="stylesheet" href="${options.assets.style.url}">`,
    theme,
    options.head ?? '',
    '</head>',
    `<body class="${escapeHtml(options.bodyClass)}">`,
    options.body,
    '</body>',
    '</html>',
  ].join('\n');
}

export function renderGamePage(boot: BootData, assets: ClientAssets): string {
  return shell({
    lang: boot.lang,
    title: `${boot.name} (demo) · Demo Studio`,
    assets,
    themeCode: boot.theme.code,
    bodyClass: `engine-${boot.theme.engine}`,
    head: [
      `<script type="application/json" id="boot">${jsonForScript(boot)}</script>`,
      `<script src="${assets.script.url}" defer></script>`,
    ].join('\n'),
    body: [
      `<main id="app" data-engine="${boot.theme.engine}" data-game="${escapeHtml(boot.game)}">`,
      `<p class="loading">${escapeHtml(translate(boot.lang, 'loading'))}</p>`,
      '</main>',
    ].join('\n'),
  });
}

export function renderNotFoundPage(game: string, lang: Lang, assets: ClientAssets): string {
  return shell({
    lang,
    title: `${translate(lang, 'notFoundTitle')} · Demo Studio`,
    assets,
    themeCode: null,
    bodyClass: 'not-found',
    body: [
      '<main class="not-found-card">',
      `<h1>${escapeHtml(translate(lang, 'notFoundTitle'))}</h1>`,
      `<p data-testid="studio-message">${escapeHtml(translate(lang, 'notFoundBody', { game }))}</p>`,
      `<p class="studio-label">${escapeHtml(translate(lang, 'demoContent'))}</p>`,
      '</main>',
    ].join('\n'),
  });
}
