import type { SlotTheme } from '../themes';
import { h, prefersLessMotion, sleep, svgElement } from './dom';
import { symbolMarkup } from './symbols';

/**
 * Five reels of three rows. A spin slides a strip of passing symbols down each reel and stops
 * it on the drawn symbols, reel after reel. The passing symbols are decoration only: the drawn
 * ones come from the studio's server.
 */

const ROWS = 3;
const REELS = 5;
const PASSING = 14;

export interface Reels {
  element: HTMLElement;
  /** Spins to `reels[reel][row]`; resolves when the last reel has stopped. */
  spinTo(reels: string[][], quick?: boolean): Promise<void>;
  /** Draws the given lines (row index per reel) and marks their cells. */
  showLines(lines: { rows: readonly number[]; count: number }[]): void;
  clearLines(): void;
}

export function createReels(theme: SlotTheme, symbols: readonly string[]): Reels {
  const markup = new Map<string, string>();
  const symbolNode = (symbol: string) => {
    if (!markup.has(symbol)) markup.set(symbol, symbolMarkup(symbol, theme));
    return h(
      'div',
      { class: 'reel-cell', attrs: { 'data-symbol': symbol } },
      svgElement(markup.get(symbol)!),
    );
  };
  let current: string[][] = Array.from({ length: REELS }, (_, reel) =>
    Array.from({ length: ROWS }, (_, row) => symbols[(reel * 2 + row * 3) % symbols.length] ?? 'A'),
  );
  let spins = 0;
  const strips = current.map((column) => h('div', { class: 'strip' }, ...column.map(symbolNode)));
  const reelElements = strips.map((strip) => h('div', { class: 'reel' }, strip));
  const lines = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  lines.setAttribute('viewBox', '0 0 500 300');
  lines.setAttribute('preserveAspectRatio', 'none');
  lines.setAttribute('class', 'win-lines');
  const element = h('div', { class: 'reels' }, ...reelElements, lines);

  function cell(reel: number, row: number): Element | undefined {
    return strips[reel]?.children[row] ?? undefined;
  }

  return {
    element,
    async spinTo(target, quick = false) {
      spins += 1;
      const fast = quick || prefersLessMotion();
      const base = fast ? 120 : 650;
      const stagger = fast ? 40 : 190;
      const finished = strips.map(async (strip, reel) => {
        const finalColumn = target[reel] ?? [];
        // Order top to bottom: the drawn symbols, the passing ones, then what shows now.
        const passing = Array.from(
          { length: fast ? 3 : PASSING },
          (_, i) => symbols[(i * 7 + reel * 3 + spins * 5) % symbols.length] ?? 'A',
        );
        const column = [...finalColumn, ...passing, ...(current[reel] ?? [])];
        strip.replaceChildren(...column.map(symbolNode));
        const travel = ((column.length - ROWS) / column.length) * 100;
        strip.style.transition = 'none';
        strip.style.transform = `translateY(-${travel}%)`;
        void strip.offsetHeight; // apply the start position before the transition
        const duration = base + reel * stagger;
        strip.style.transition = `transform ${duration}ms cubic-bezier(0.25, 0.1, 0.25, 1.12)`;
        strip.style.transform = 'translateY(0)';
        await sleep(duration + 30);
        strip.style.transition = 'none';
        strip.replaceChildren(...finalColumn.map(symbolNode));
        strip.style.transform = 'none';
      });
      await Promise.all(finished);
      current = target.map((column) => [...column]);
    },
    showLines(wins) {
      this.clearLines();
      for (const [index, win] of wins.entries()) {
        const points = win.rows
          .map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`)
          .join(' ');
        const polyline = document.createElementNS('http://www.w3.org/2000/svg', 'polyline');
        polyline.setAttribute('points', points);
        polyline.setAttribute('class', `win-line l${index % 6}`);
        lines.append(polyline);
        for (let reel = 0; reel < win.count; reel += 1) {
          cell(reel, win.rows[reel] ?? 0)?.classList.add('hit');
        }
      }
    },
    clearLines() {
      lines.replaceChildren();
      for (const strip of strips) for (const child of strip.children) child.classList.remove('hit');
    },
  };
}
