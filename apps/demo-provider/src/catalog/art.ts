import { SHAPES, shade, type ShapeName } from '../art/shapes';
import type { ComingSoonEntry, Palette, Theme } from '../themes';

/**
 * The catalog thumbnail of a game: an original 420 x 320 SVG drawn from its theme (palette,
 * motif shapes, the game's name). No external fonts or images.
 */

const WIDTH = 420;
const HEIGHT = 320;

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function place(shape: ShapeName, color: string, x: number, y: number, size: number, rotate = 0) {
  const scale = size / 100;
  return `<g transform="translate(${x - size / 2} ${y - size / 2}) rotate(${rotate} ${size / 2} ${size / 2}) scale(${scale})">${SHAPES[shape](color)}</g>`;
}

function sunburst(palette: Palette): string {
  const rays = Array.from({ length: 18 }, (_, i) => {
    const a1 = ((i * 20 - 4) * Math.PI) / 180;
    const a2 = ((i * 20 + 4) * Math.PI) / 180;
    const r = 420;
    const p = (a: number) =>
      `${(210 + r * Math.cos(a)).toFixed(1)} ${(130 + r * Math.sin(a)).toFixed(1)}`;
    return `<path d="M210 130 L${p(a1)} L${p(a2)}Z"/>`;
  }).join('');
  return `<g fill="${palette.accent}" opacity="0.09">${rays}</g>`;
}

function wheel(palette: Palette): string {
  const pockets = Array.from({ length: 37 }, (_, i) => {
    const a1 = ((i - 0.5) * (360 / 37) * Math.PI) / 180;
    const a2 = ((i + 0.5) * (360 / 37) * Math.PI) / 180;
    const p = (r: number, a: number) =>
      `${(r * Math.cos(a)).toFixed(1)} ${(r * Math.sin(a)).toFixed(1)}`;
    const fill = i === 0 ? '#0a8f4a' : i % 2 === 0 ? '#161616' : '#c8102e';
    return `<path d="M${p(62, a1)} L${p(100, a1)} A100 100 0 0 1 ${p(100, a2)} L${p(62, a2)} A62 62 0 0 0 ${p(62, a1)}Z" fill="${fill}" stroke="${palette.accent}" stroke-width="0.8"/>`;
  }).join('');
  return (
    `<g transform="translate(210 128) rotate(-12)">` +
    `<circle r="108" fill="${shade(palette.bg, -0.3)}" stroke="${palette.accent}" stroke-width="4"/>${pockets}` +
    `<circle r="62" fill="${shade(palette.bg2, -0.2)}" stroke="${palette.accent}" stroke-width="2"/>` +
    `<path d="M0 -40 L7 0 L0 40 L-7 0Z M-40 0 L0 -7 L40 0 L0 7Z" fill="${palette.accent}"/>` +
    `<circle r="9" fill="${shade(palette.accent, 0.4)}"/><circle cx="0" cy="-84" r="6" fill="#fff"/></g>`
  );
}

function playingCard(
  x: number,
  y: number,
  rotate: number,
  rank: string,
  suit: string,
  red: boolean,
) {
  const color = red ? '#c8102e' : '#141414';
  return (
    `<g transform="translate(${x} ${y}) rotate(${rotate})">` +
    `<rect x="-42" y="-60" width="84" height="120" rx="9" fill="#fbfbfd" stroke="#d8d8e0" stroke-width="2"/>` +
    `<text x="-32" y="-36" font-size="22" font-weight="800" font-family="Georgia, serif" fill="${color}">${rank}</text>` +
    `<text x="0" y="22" text-anchor="middle" font-size="54" font-family="'DejaVu Sans', sans-serif" fill="${color}">${suit}</text></g>`
  );
}

function cards(palette: Palette): string {
  return (
    `<ellipse cx="210" cy="150" rx="190" ry="86" fill="${shade(palette.bg2, -0.1)}" stroke="${palette.accent}" stroke-width="3" opacity="0.9"/>` +
    playingCard(170, 128, -14, 'K', '♠', false) +
    playingCard(250, 124, 12, '9', '♥', true) +
    `<g>${[0, 1, 2].map((i) => `<circle cx="${100 + i * 6}" cy="${190 - i * 7}" r="22" fill="${palette.accent2}" stroke="#fff" stroke-width="3" stroke-dasharray="6 5"/>`).join('')}</g>` +
    `<g>${[0, 1].map((i) => `<circle cx="${318 - i * 5}" cy="${192 - i * 7}" r="22" fill="${palette.accent}" stroke="#fff" stroke-width="3" stroke-dasharray="6 5"/>`).join('')}</g>`
  );
}

function motifColors(theme: Theme | ComingSoonEntry): string[] {
  if ('engine' in theme && theme.engine === 'slot') {
    const byShape = new Map(Object.values(theme.symbols).map((look) => [look.shape, look.color]));
    return theme.motif.map(
      (shape, i) =>
        byShape.get(shape) ?? [theme.palette.accent, theme.palette.accent2, theme.palette.text][i]!,
    );
  }
  return [theme.palette.accent, theme.palette.accent2, shade(theme.palette.accent, 0.3)];
}

export function drawThumbnail(theme: Theme | ComingSoonEntry, comingSoon = false): string {
  const { palette } = theme;
  const engine = 'engine' in theme ? theme.engine : null;
  const [left, middle, right] = theme.motif;
  const [cLeft, cMiddle, cRight] = motifColors(theme);
  let scene: string;
  if (engine === 'roulette') {
    scene =
      wheel(palette) +
      place(left, cLeft!, 58, 70, 64, -12) +
      place(right, cRight!, 362, 70, 64, 12);
  } else if (engine === 'baccarat') {
    scene =
      cards(palette) +
      place(left, cLeft!, 54, 62, 58, -10) +
      place(right, cRight!, 366, 62, 58, 10);
  } else {
    scene =
      sunburst(palette) +
      place(left, cLeft!, 100, 130, 118, -10) +
      place(right, cRight!, 320, 130, 118, 10) +
      place(middle, cMiddle!, 210, 112, 158);
  }
  const name = escapeXml(theme.name);
  const fontSize = theme.name.length > 16 ? 30 : 36;
  const banner = comingSoon
    ? `<g transform="rotate(-8 210 160)"><rect x="40" y="138" width="340" height="44" fill="${palette.accent}" opacity="0.95"/><text x="210" y="169" text-anchor="middle" font-size="24" font-weight="900" fill="${shade(palette.accent, -0.8)}" letter-spacing="3">COMING SOON</text></g>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" role="img" aria-label="${name} (demo)">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${palette.bg2}"/><stop offset="1" stop-color="${palette.bg}"/></linearGradient>`,
    `<radialGradient id="glow" cx="0.5" cy="0.4" r="0.6"><stop offset="0" stop-color="${palette.accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.75"/></linearGradient></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>`,
    scene,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#shade)"/>`,
    banner,
    `<text x="210" y="272" text-anchor="middle" font-size="${fontSize}" font-weight="900" fill="${shade(palette.bg, -0.6)}" opacity="0.8" transform="translate(2 3)">${name}</text>`,
    `<text x="210" y="272" text-anchor="middle" font-size="${fontSize}" font-weight="900" fill="${palette.text}" stroke="${shade(palette.accent, -0.3)}" stroke-width="1">${name}</text>`,
    `<text x="210" y="300" text-anchor="middle" font-size="13" font-weight="600" fill="${palette.text}" opacity="0.75" letter-spacing="2">DEMO STUDIO</text>`,
    `<g transform="translate(386 34) rotate(45)"><rect x="-80" y="-12" width="160" height="24" fill="${palette.accent2}"/><text x="0" y="5" text-anchor="middle" font-size="13" font-weight="900" fill="${shade(palette.accent2, -0.8)}" letter-spacing="2">DEMO</text></g>`,
    `<rect x="1" y="1" width="${WIDTH - 2}" height="${HEIGHT - 2}" fill="none" stroke="${palette.accent}" stroke-opacity="0.5" stroke-width="2"/>`,
    '</svg>',
    '',
  ].join('\n');
}
