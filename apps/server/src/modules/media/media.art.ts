import { createHash } from 'node:crypto';

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

const PALETTES = [
  ['#0f766e', '#22d3ee'],
  ['#7c3aed', '#f472b6'],
  ['#b45309', '#fde047'],
  ['#1d4ed8', '#34d399'],
  ['#be123c', '#fb923c'],
  ['#065f46', '#a3e635'],
  ['#4338ca', '#38bdf8'],
  ['#86198f', '#facc15'],
];

/** The two colours of the palette `digest` picks. */
const paletteOf = (digest: Buffer) =>
  PALETTES[(digest[0] ?? 0) % PALETTES.length] ?? ['#0f766e', '#22d3ee'];

/** The opening tag of a `width` x `height` picture. */
const svgTag = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;

/** Lines of text centred on `x`, the i-th at height `yOf(i)`. */
const centredLines = (lines: string[], x: number, yOf: (i: number) => string | number) =>
  lines
    .map((line, i) => `<text x="${x}" y="${yOf(i)}" text-anchor="middle">${escapeXml(line)}</text>`)
    .join('');

/** Splits a title over at most three lines of about `width` characters. */
function wrap(title: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = (line + ' ' + word).trim();
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

/**
 * Cover art we draw ourselves for demo games (no third-party artwork): a gradient picked from
 * the name, a few shapes, and the title. 420x320, the 210x160 card size at 2x (spec §9).
 */
export function createGameArtSvg(name: string, subtitle: string, seed = name): string {
  const digest = createHash('sha256').update(seed).digest();
  const [from, to] = paletteOf(digest);
  const circles = Array.from({ length: 5 }, (_, i) => {
    const x = ((digest[i + 1] ?? 0) / 255) * 420;
    const y = ((digest[i + 6] ?? 0) / 255) * 320;
    const r = 30 + ((digest[i + 11] ?? 0) / 255) * 90;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="#ffffff" fill-opacity="0.${(i % 3) + 1}"/>`;
  }).join('');
  const lines = wrap(name, 16);
  const startY = 170 - (lines.length - 1) * 22;
  const text = centredLines(lines, 210, (i) => startY + i * 44);
  return `${svgTag(420, 320)}
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="420" height="320" fill="url(#g)"/>${circles}
<rect width="420" height="320" fill="#020617" fill-opacity="0.25"/>
<g font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="38" fill="#ffffff">${text}</g>
<text x="210" y="292" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="18" fill="#e2e8f0" fill-opacity="0.85">${escapeXml(subtitle)}</text>
</svg>`;
}

/**
 * A wordmark we draw for a demo provider (no third-party logos): the name on a dark tile,
 * 240x100, the 120x50 logo size at 2x (spec §9).
 */
export function createProviderLogoSvg(name: string): string {
  const digest = createHash('sha256').update(name).digest();
  const [, accent] = paletteOf(digest);
  const lines = wrap(name.toUpperCase(), 14).slice(0, 2);
  // The words sit right of the mark (x 44 to 232): the font shrinks so the longest line fits
  // (a bold capital is about 0.72 em wide with the letter spacing).
  const longest = Math.max(...lines.map((line) => line.length));
  const size = Math.min(lines.length > 1 ? 22 : 26, Math.floor(188 / (longest * 0.72)));
  const startY = 50 + size * 0.35 - ((lines.length - 1) * (size + 4)) / 2;
  const text = centredLines(lines, 138, (i) => (startY + i * (size + 4)).toFixed(0));
  return `${svgTag(240, 100)}
<rect width="240" height="100" rx="14" fill="#0b1220"/>
<circle cx="24" cy="50" r="11" fill="${accent}"/><circle cx="24" cy="50" r="4.5" fill="#0b1220"/>
<g font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${size}" letter-spacing="1" fill="#f8fafc">${text}</g>
</svg>`;
}

/** The picture shown when an image is missing (spec §7: a placeholder). */
export function createPlaceholderSvg(): string {
  return `${svgTag(420, 320)}
<rect width="420" height="320" fill="#111827"/>
<g fill="none" stroke="#334155" stroke-width="10" stroke-linejoin="round"><rect x="150" y="110" width="120" height="100" rx="14"/><path d="M160 195l35-40 25 28 15-16 25 28"/></g>
<circle cx="240" cy="135" r="10" fill="#334155"/>
</svg>`;
}
