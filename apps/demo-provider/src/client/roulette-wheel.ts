import { prefersLessMotion, sleep, svgElement } from './dom';
import { colorOf } from './roulette-layout';

/** The single-zero wheel, drawn in SVG; it turns to put the drawn number under the pointer. */

/** The pockets of a European wheel, clockwise from zero. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
] as const;

const STEP = 360 / WHEEL_ORDER.length;

function wheelMarkup(): string {
  const pockets = WHEEL_ORDER.map((number, index) => {
    const start = ((index - 0.5) * STEP - 90) * (Math.PI / 180);
    const end = ((index + 0.5) * STEP - 90) * (Math.PI / 180);
    const point = (radius: number, angle: number) =>
      `${(100 + radius * Math.cos(angle)).toFixed(2)} ${(100 + radius * Math.sin(angle)).toFixed(2)}`;
    const fill = { red: '#c8102e', black: '#161616', green: '#0a8f4a' }[colorOf(number)];
    const mid = index * STEP;
    return (
      `<path d="M${point(62, start)} L${point(96, start)} A96 96 0 0 1 ${point(96, end)} L${point(62, end)} A62 62 0 0 0 ${point(62, start)}Z" fill="${fill}" stroke="#d4af37" stroke-width="0.6"/>` +
      `<text x="100" y="14.5" transform="rotate(${mid.toFixed(2)} 100 100)" text-anchor="middle" font-size="9" font-weight="700" fill="#fff" font-family="system-ui, sans-serif">${number}</text>`
    );
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" class="wheel-svg" aria-hidden="true">` +
    `<circle cx="100" cy="100" r="99" fill="#3b2412" stroke="#d4af37" stroke-width="2"/>` +
    `<g class="wheel-rotor">${pockets}` +
    `<circle cx="100" cy="100" r="62" fill="#5a3a1c" stroke="#d4af37" stroke-width="1.5"/>` +
    `<circle cx="100" cy="100" r="40" fill="#7a5227"/>` +
    `<path d="M100 66 L106 100 L100 134 L94 100Z M66 100 L100 94 L134 100 L100 106Z" fill="#d4af37"/>` +
    `<circle cx="100" cy="100" r="8" fill="#f3d77a"/></g>` +
    `<path d="M100 2 L94 -8 L106 -8Z" fill="#fff"/>` +
    `</svg>`
  );
}

export interface Wheel {
  element: HTMLElement;
  /** Turns the wheel until `number` is under the pointer. */
  spinTo(number: number): Promise<void>;
}

export function createWheel(): Wheel {
  const element = document.createElement('div');
  element.className = 'wheel';
  const svg = svgElement(wheelMarkup());
  const ball = document.createElement('div');
  ball.className = 'wheel-ball';
  element.append(svg, ball);
  const rotor = svg.querySelector<SVGGElement>('.wheel-rotor');
  let turns = 0;
  return {
    element,
    async spinTo(number) {
      if (!rotor) return;
      const index = WHEEL_ORDER.indexOf(number as (typeof WHEEL_ORDER)[number]);
      const quick = prefersLessMotion();
      turns += quick ? 1 : 5;
      // Clockwise turns, ending with the pocket at the top, under the pointer and the ball.
      const angle = turns * 360 - index * STEP;
      const duration = quick ? 150 : 3200;
      rotor.style.transition = `transform ${duration}ms cubic-bezier(0.15, 0.7, 0.1, 1)`;
      rotor.style.transformOrigin = '100px 100px';
      rotor.style.transform = `rotate(${angle}deg)`;
      element.classList.add('spinning');
      await sleep(duration + 50);
      element.classList.remove('spinning');
    },
  };
}
