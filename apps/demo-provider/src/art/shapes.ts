/**
 * The studio's own symbol art: simple geometric drawings, original to this project, as SVG
 * markup in a 100 x 100 box. The game pages draw the reels with them and the catalog script
 * draws the thumbnails with them, so a theme looks the same in the lobby and in the game.
 * No fonts, images or third-party artwork.
 */

/** Lightens (amount > 0) or darkens (amount < 0) a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 255;
    const target = amount > 0 ? 255 : 0;
    return Math.round(c + (target - c) * Math.abs(amount));
  };
  const rgb = (channel(16) << 16) | (channel(8) << 8) | channel(0);
  return `#${rgb.toString(16).padStart(6, '0')}`;
}

type Draw = (color: string) => string;

const star = (cx: number, cy: number, outer: number, inner: number, points = 5): string => {
  const coords: string[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    coords.push(
      `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return coords.join(' ');
};

const petals = (count: number, radius: number, size: number, fill: string): string =>
  Array.from({ length: count }, (_, i) => {
    const angle = (2 * Math.PI * i) / count - Math.PI / 2;
    const x = (50 + radius * Math.cos(angle)).toFixed(1);
    const y = (50 + radius * Math.sin(angle)).toFixed(1);
    return `<circle cx="${x}" cy="${y}" r="${size}" fill="${fill}"/>`;
  }).join('');

const rays = (count: number, from: number, to: number, stroke: string, width: number): string =>
  Array.from({ length: count }, (_, i) => {
    const angle = (2 * Math.PI * i) / count;
    const point = (r: number) =>
      `${(50 + r * Math.cos(angle)).toFixed(1)} ${(50 + r * Math.sin(angle)).toFixed(1)}`;
    return `<path d="M${point(from)} L${point(to)}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;
  }).join('');

export const SHAPES = {
  cherry: (c) =>
    `<path d="M30 62 C38 40 48 26 70 16 M66 62 C64 44 66 30 70 16" stroke="#3f7d20" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<path d="M70 16 C82 12 90 20 88 26 C80 28 72 24 70 16Z" fill="#5aa02c"/>` +
    `<circle cx="30" cy="70" r="17" fill="${c}"/><circle cx="66" cy="70" r="17" fill="${shade(c, -0.15)}"/>` +
    `<circle cx="24" cy="63" r="5" fill="${shade(c, 0.55)}"/><circle cx="60" cy="63" r="5" fill="${shade(c, 0.5)}"/>`,
  lemon: (c) =>
    `<path d="M12 52 C18 26 48 16 72 24 C84 28 92 40 88 52 C82 76 52 86 28 78 C16 74 8 64 12 52Z" fill="${c}" stroke="${shade(c, -0.3)}" stroke-width="3"/>` +
    `<path d="M30 40 C42 32 56 32 66 36" stroke="${shade(c, 0.6)}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  grapes: (c) =>
    `<path d="M50 22 C54 14 62 10 72 12" stroke="#3f7d20" stroke-width="4" fill="none"/>` +
    `<path d="M52 20 C40 8 24 14 26 24 C36 28 46 26 52 20Z" fill="#5aa02c"/>` +
    [
      [38, 36],
      [54, 36],
      [70, 36],
      [46, 50],
      [62, 50],
      [38, 64],
      [54, 64],
      [46, 78],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="9.5" fill="${c}" stroke="${shade(c, -0.3)}" stroke-width="1.5"/>`,
      )
      .join(''),
  watermelon: (c) =>
    `<path d="M8 40 A42 42 0 0 0 92 40Z" fill="#2f8f3a"/><path d="M14 40 A36 36 0 0 0 86 40Z" fill="#e9f7d4"/>` +
    `<path d="M18 40 A32 32 0 0 0 82 40Z" fill="${c}"/>` +
    [30, 42, 54, 66, 48, 38, 60]
      .map((x, i) => `<ellipse cx="${x}" cy="${i < 4 ? 52 : 62}" rx="2.5" ry="4" fill="#222"/>`)
      .join(''),
  bell: (c) =>
    `<path d="M50 12 C30 12 24 30 24 48 C24 62 18 68 12 74 L88 74 C82 68 76 62 76 48 C76 30 70 12 50 12Z" fill="${c}" stroke="${shade(c, -0.35)}" stroke-width="3"/>` +
    `<circle cx="50" cy="82" r="8" fill="${shade(c, -0.3)}"/><rect x="46" y="6" width="8" height="8" rx="3" fill="${shade(c, -0.3)}"/>` +
    `<path d="M36 26 C32 34 32 44 32 54" stroke="${shade(c, 0.55)}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  seven: (c) =>
    `<path d="M18 14 L84 14 L84 28 C66 46 56 64 52 88 L32 88 C36 64 48 44 62 30 L18 30Z" fill="${c}" stroke="${shade(c, -0.4)}" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="M24 20 L76 20" stroke="${shade(c, 0.5)}" stroke-width="3"/>`,
  gem: (c) =>
    `<path d="M28 16 L72 16 L92 38 L50 90 L8 38Z" fill="${c}" stroke="${shade(c, -0.4)}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M8 38 L92 38 M28 16 L38 38 L50 90 L62 38 L72 16 M38 38 L50 16 L62 38" stroke="${shade(c, -0.3)}" stroke-width="2" fill="none"/>` +
    `<path d="M28 16 L38 38 L8 38Z" fill="${shade(c, 0.45)}"/>`,
  crown: (c) =>
    `<path d="M12 76 L8 30 L32 50 L50 18 L68 50 L92 30 L88 76Z" fill="${c}" stroke="${shade(c, -0.4)}" stroke-width="3" stroke-linejoin="round"/>` +
    `<rect x="12" y="74" width="76" height="12" rx="3" fill="${shade(c, -0.2)}"/>` +
    `<circle cx="50" cy="60" r="7" fill="#d6204e"/><circle cx="28" cy="64" r="5" fill="#1f7ae0"/><circle cx="72" cy="64" r="5" fill="#1f7ae0"/>`,
  coin: (c) =>
    `<circle cx="50" cy="50" r="40" fill="${c}" stroke="${shade(c, -0.4)}" stroke-width="4"/>` +
    `<circle cx="50" cy="50" r="30" fill="none" stroke="${shade(c, -0.25)}" stroke-width="3"/>` +
    `<polygon points="${star(50, 50, 20, 9)}" fill="${shade(c, 0.45)}"/>`,
  star: (c) =>
    `<polygon points="${star(50, 52, 44, 19)}" fill="${c}" stroke="${shade(c, -0.4)}" stroke-width="3" stroke-linejoin="round"/>` +
    `<polygon points="${star(50, 52, 22, 10)}" fill="${shade(c, 0.45)}"/>`,
  clover: (c) =>
    `<path d="M50 52 C56 70 58 82 66 92" stroke="${shade(c, -0.35)}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    petals(4, 19, 17, c) +
    `<circle cx="50" cy="50" r="9" fill="${shade(c, 0.35)}"/>`,
  horseshoe: (c) =>
    `<path d="M22 84 L18 48 A32 32 0 0 1 82 48 L78 84 L62 84 L66 50 A16 16 0 0 0 34 50 L38 84Z" fill="${c}" stroke="${shade(c, -0.4)}" stroke-width="3" stroke-linejoin="round"/>` +
    [
      [24, 74],
      [22, 58],
      [76, 74],
      [78, 58],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3" fill="${shade(c, -0.5)}"/>`)
      .join(''),
  flame: (c) =>
    `<path d="M50 8 C58 26 80 36 80 62 C80 80 66 92 50 92 C34 92 20 80 20 62 C20 46 30 38 34 26 C40 36 42 42 46 46 C48 32 46 20 50 8Z" fill="${c}" stroke="${shade(c, -0.35)}" stroke-width="3"/>` +
    `<path d="M50 50 C56 60 64 66 64 76 C64 84 58 90 50 90 C42 90 36 84 36 76 C36 66 46 62 50 50Z" fill="${shade(c, 0.6)}"/>`,
  pearl: (c) =>
    `<path d="M10 70 C10 40 30 22 50 22 C70 22 90 40 90 70Z" fill="${shade(c, -0.15)}" stroke="${shade(c, -0.45)}" stroke-width="3"/>` +
    `<path d="M50 22 L50 70 M30 28 L38 70 M70 28 L62 70 M16 46 L26 70 M84 46 L74 70" stroke="${shade(c, -0.45)}" stroke-width="2"/>` +
    `<circle cx="50" cy="72" r="15" fill="#f4f1ea" stroke="#b9b2a4" stroke-width="2"/><circle cx="45" cy="67" r="5" fill="#ffffff"/>`,
  anchor: (c) =>
    `<circle cx="50" cy="18" r="8" fill="none" stroke="${c}" stroke-width="6"/>` +
    `<path d="M50 26 L50 86 M30 40 L70 40 M16 62 C20 80 34 88 50 88 C66 88 80 80 84 62" stroke="${c}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    `<path d="M10 66 L16 56 L24 66Z M90 66 L84 56 L76 66Z" fill="${c}"/>`,
  eye: (c) =>
    `<path d="M6 50 C26 20 74 20 94 50 C74 80 26 80 6 50Z" fill="#f6efd9" stroke="${shade(c, -0.35)}" stroke-width="4"/>` +
    `<circle cx="50" cy="50" r="16" fill="${c}"/><circle cx="50" cy="50" r="7" fill="#1b1b1b"/>` +
    `<path d="M40 70 L34 92 M60 70 C66 82 74 84 80 80" stroke="${shade(c, -0.35)}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  pyramid: (c) =>
    `<path d="M50 12 L92 86 L8 86Z" fill="${c}" stroke="${shade(c, -0.4)}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M50 12 L62 86 L92 86Z" fill="${shade(c, -0.25)}"/>` +
    `<path d="M30 50 L70 50 M20 68 L80 68" stroke="${shade(c, -0.35)}" stroke-width="2"/>`,
  ankh: (c) =>
    `<ellipse cx="50" cy="28" rx="14" ry="18" fill="none" stroke="${c}" stroke-width="8"/>` +
    `<path d="M50 46 L50 92 M24 52 L76 52" stroke="${c}" stroke-width="10" stroke-linecap="round"/>`,
  rocket: (c) =>
    `<path d="M50 6 C68 20 72 44 66 70 L34 70 C28 44 32 20 50 6Z" fill="#eef1f6" stroke="${shade(c, -0.3)}" stroke-width="3"/>` +
    `<circle cx="50" cy="36" r="9" fill="${c}" stroke="${shade(c, -0.4)}" stroke-width="3"/>` +
    `<path d="M34 56 L18 76 L34 72Z M66 56 L82 76 L66 72Z" fill="${c}"/>` +
    `<path d="M40 72 C42 84 46 90 50 96 C54 90 58 84 60 72Z" fill="#ff9f1c"/>`,
  planet: (c) =>
    `<circle cx="50" cy="50" r="28" fill="${c}"/>` +
    `<path d="M26 40 C40 46 60 46 74 40" stroke="${shade(c, 0.35)}" stroke-width="5" fill="none"/>` +
    `<ellipse cx="50" cy="52" rx="46" ry="12" fill="none" stroke="${shade(c, 0.55)}" stroke-width="5" transform="rotate(-18 50 52)"/>`,
  moon: (c) =>
    `<path d="M64 10 A42 42 0 1 0 90 70 A34 34 0 1 1 64 10Z" fill="${c}" stroke="${shade(c, -0.35)}" stroke-width="3"/>` +
    `<circle cx="36" cy="56" r="5" fill="${shade(c, -0.15)}"/><circle cx="48" cy="76" r="4" fill="${shade(c, -0.15)}"/>`,
  sun: (c) =>
    rays(12, 30, 46, c, 6) +
    `<circle cx="50" cy="50" r="24" fill="${c}" stroke="${shade(c, -0.35)}" stroke-width="3"/>` +
    `<circle cx="50" cy="50" r="12" fill="${shade(c, 0.5)}"/>`,
  blossom: (c) =>
    petals(5, 22, 18, c) +
    petals(5, 22, 9, shade(c, 0.5)) +
    `<circle cx="50" cy="50" r="10" fill="#f7c948"/>`,
  fan: (c) =>
    `<path d="M50 86 L8 44 A60 60 0 0 1 92 44Z" fill="${c}" stroke="${shade(c, -0.4)}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M50 86 L22 30 M50 86 L40 22 M50 86 L60 22 M50 86 L78 30" stroke="${shade(c, -0.35)}" stroke-width="2"/>` +
    `<circle cx="50" cy="84" r="6" fill="${shade(c, -0.45)}"/>`,
  helmet: (c) =>
    `<path d="M18 66 C18 36 32 22 50 22 C68 22 82 36 82 66Z" fill="${c}" stroke="${shade(c, -0.4)}" stroke-width="3"/>` +
    `<path d="M22 46 C8 40 6 24 10 12 C16 26 24 30 30 32Z M78 46 C92 40 94 24 90 12 C84 26 76 30 70 32Z" fill="#f4ecd8" stroke="#b9ad90" stroke-width="2"/>` +
    `<rect x="14" y="62" width="72" height="10" rx="4" fill="${shade(c, -0.25)}"/><rect x="46" y="40" width="8" height="36" fill="${shade(c, -0.3)}"/>`,
  axe: (c) =>
    `<path d="M34 92 L62 10" stroke="#8a5a2b" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M56 18 C74 12 90 22 92 44 C80 38 68 40 56 48 C60 38 60 28 56 18Z" fill="${c}" stroke="${shade(c, -0.45)}" stroke-width="3"/>`,
  candy: (c) =>
    `<path d="M28 50 L8 34 L12 66Z M72 50 L92 34 L88 66Z" fill="${shade(c, 0.3)}" stroke="${shade(c, -0.3)}" stroke-width="2"/>` +
    `<circle cx="50" cy="50" r="24" fill="${c}" stroke="${shade(c, -0.35)}" stroke-width="3"/>` +
    `<path d="M34 40 C44 48 56 40 66 46 M34 56 C44 64 56 56 66 62" stroke="${shade(c, 0.6)}" stroke-width="4" fill="none"/>`,
  lollipop: (c) =>
    `<path d="M50 62 L50 94" stroke="#f3efe6" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="50" cy="36" r="28" fill="${c}" stroke="${shade(c, -0.35)}" stroke-width="3"/>` +
    `<path d="M50 36 m-4 0 a4 4 0 1 1 8 0 a10 10 0 1 1 -20 0 a16 16 0 1 1 32 0 a22 22 0 1 1 -44 0" stroke="${shade(c, 0.6)}" stroke-width="4" fill="none"/>`,
  cactus: (c) =>
    `<path d="M42 92 L42 20 C42 10 58 10 58 20 L58 92Z M42 60 L28 60 C20 60 20 52 20 46 L20 34 C20 28 30 28 30 34 L30 50 L42 50Z M58 52 L70 52 L70 28 C70 22 80 22 80 28 L80 52 C80 60 76 62 70 62 L58 62Z" fill="${c}" stroke="${shade(c, -0.4)}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M50 24 L50 88" stroke="${shade(c, -0.25)}" stroke-width="2"/><rect x="30" y="88" width="40" height="8" rx="2" fill="#b5651d"/>`,
  badge: (c) =>
    `<polygon points="${star(50, 50, 44, 24, 6)}" fill="${c}" stroke="${shade(c, -0.4)}" stroke-width="3" stroke-linejoin="round"/>` +
    `<circle cx="50" cy="50" r="16" fill="${shade(c, 0.35)}" stroke="${shade(c, -0.3)}" stroke-width="2"/>` +
    `<polygon points="${star(50, 50, 9, 4)}" fill="${shade(c, -0.35)}"/>`,
  mask: (c) =>
    `<path d="M14 22 L86 22 L80 70 C74 86 62 92 50 92 C38 92 26 86 20 70Z" fill="${c}" stroke="${shade(c, -0.45)}" stroke-width="3"/>` +
    `<path d="M24 42 L44 42 L40 52 L28 52Z M56 42 L76 42 L72 52 L60 52Z" fill="#1b1b1b"/>` +
    `<path d="M50 50 L44 66 L56 66Z" fill="${shade(c, -0.3)}"/><path d="M36 76 L64 76" stroke="#1b1b1b" stroke-width="4"/>` +
    `<path d="M14 22 L86 22 L86 30 L14 30Z" fill="#2bb3a3"/>`,
  heart: (c) =>
    `<path d="M50 88 C20 66 8 50 8 34 C8 20 18 12 30 12 C40 12 46 18 50 26 C54 18 60 12 70 12 C82 12 92 20 92 34 C92 50 80 66 50 88Z" fill="${c}" stroke="${shade(c, -0.4)}" stroke-width="3"/>` +
    `<ellipse cx="28" cy="30" rx="8" ry="5" fill="${shade(c, 0.5)}" transform="rotate(-30 28 30)"/>`,
  bolt: (c) =>
    `<path d="M60 6 L18 56 L46 56 L36 94 L82 40 L54 40Z" fill="${c}" stroke="${shade(c, -0.4)}" stroke-width="3" stroke-linejoin="round"/>`,
  shield: (c) =>
    `<path d="M50 8 L86 22 C86 56 72 80 50 92 C28 80 14 56 14 22Z" fill="${c}" stroke="${shade(c, -0.45)}" stroke-width="3"/>` +
    `<path d="M50 8 L50 92 M14 40 L86 40" stroke="${shade(c, 0.4)}" stroke-width="5"/>`,
  lantern: (c) =>
    `<rect x="44" y="6" width="12" height="8" rx="2" fill="#c9a227"/>` +
    `<ellipse cx="50" cy="50" rx="34" ry="36" fill="${c}" stroke="${shade(c, -0.35)}" stroke-width="3"/>` +
    `<path d="M50 14 C34 30 34 70 50 86 C66 70 66 30 50 14Z" fill="none" stroke="${shade(c, -0.3)}" stroke-width="2"/>` +
    `<rect x="40" y="84" width="20" height="8" rx="2" fill="#c9a227"/><path d="M50 92 L50 99" stroke="#c9a227" stroke-width="3"/>`,
} satisfies Record<string, Draw>;

export type ShapeName = keyof typeof SHAPES;
export const SHAPE_NAMES = Object.keys(SHAPES) as ShapeName[];

/** A shape as a standalone SVG element of the given pixel size. */
export function shapeSvg(shape: ShapeName, color: string, size = 100): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="${size}" height="${size}" aria-hidden="true">${SHAPES[shape](color)}</svg>`;
}
