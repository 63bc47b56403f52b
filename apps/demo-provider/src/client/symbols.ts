import { SHAPES, shade } from '../art/shapes';
import type { SlotTheme } from '../themes';

/**
 * How a slot symbol looks in a theme: picture symbols are the theme's shapes, card ranks are
 * letters in the theme's colours, the wild and the scatter carry a label band.
 */

const ROYALS = ['A', 'K', 'Q', 'J', '10'];

function escapeText(value: string): string {
  return value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function symbolMarkup(symbol: string, theme: SlotTheme): string {
  const looks = theme.symbols as Record<string, { shape: keyof typeof SHAPES; color: string }>;
  const look = looks[symbol];
  const { palette } = theme;
  let inner: string;
  if (look) {
    inner = SHAPES[look.shape](look.color);
    if (symbol === 'WILD' || symbol === 'SCATTER') {
      const label = symbol === 'WILD' ? 'WILD' : 'BONUS';
      const band = symbol === 'WILD' ? palette.accent : palette.accent2;
      inner =
        `<circle cx="50" cy="50" r="48" fill="${shade(band, -0.55)}" opacity="0.55"/>` +
        `<g transform="translate(12 4) scale(0.76)">${inner}</g>` +
        `<rect x="6" y="72" width="88" height="22" rx="6" fill="${band}" stroke="${shade(band, -0.5)}" stroke-width="2"/>` +
        `<text x="50" y="89" text-anchor="middle" font-size="17" font-weight="900" font-family="system-ui, sans-serif" fill="${shade(band, -0.75)}">${label}</text>`;
    }
  } else {
    const index = ROYALS.indexOf(symbol);
    const colors = [
      palette.accent,
      palette.accent2,
      shade(palette.accent, 0.35),
      shade(palette.accent2, 0.35),
      shade(palette.text, -0.15),
    ];
    const color = colors[index >= 0 ? index : 4] ?? palette.text;
    const size = symbol.length > 1 ? 50 : 64;
    inner =
      `<text x="50" y="72" text-anchor="middle" font-size="${size}" font-weight="900" font-family="Georgia, 'Times New Roman', serif" fill="${shade(color, -0.55)}" transform="translate(3 3)">${escapeText(symbol)}</text>` +
      `<text x="50" y="72" text-anchor="middle" font-size="${size}" font-weight="900" font-family="Georgia, 'Times New Roman', serif" fill="${color}" stroke="${shade(color, 0.6)}" stroke-width="1.5">${escapeText(symbol)}</text>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" class="symbol" role="img" aria-label="${escapeText(symbol)}">${inner}</svg>`;
}
