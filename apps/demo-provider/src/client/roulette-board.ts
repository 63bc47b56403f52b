import type { RouletteBet, RouletteBetType } from '../engines/roulette';
import { chipLabel } from './chips';
import { button, h } from './dom';
import { colOf, colorOf, lineSpots, outsideBets, rowOf } from './roulette-layout';
import type { GameContext } from './shell';

/**
 * The roulette layout, upright so it fits a phone: zero on top, twelve rows of three numbers,
 * the dozens and even-money bets down the left, the columns at the bottom. Inside bets other
 * than straight ups sit on the lines between numbers, as on a real table: tap the line between
 * two numbers for a split, a crossing for a corner, the left edge of a row for a street.
 */

export interface BoardSpot {
  key: string;
  bet: Omit<RouletteBet, 'amount'>;
  element: HTMLElement;
}

const keyOf = (type: RouletteBetType, numbers: number[]) =>
  `${type}:${[...numbers].sort((a, b) => a - b).join('-')}`;

export interface Board {
  element: HTMLElement;
  spots: Map<string, BoardSpot>;
  /** Shows the stake on a spot (0 removes the chip). */
  showStake(key: string, amount: number): void;
  highlight(number: number | null): void;
}

export function createBoard(context: GameContext, onTap: (spot: BoardSpot) => void): Board {
  const spots = new Map<string, BoardSpot>();
  const cells = new Map<number, HTMLElement>();
  const t = context.t;

  function spot(type: RouletteBetType, numbers: number[], element: HTMLElement): HTMLElement {
    const key = keyOf(type, numbers);
    const entry: BoardSpot = { key, bet: { type, numbers }, element };
    spots.set(key, entry);
    element.dataset.spot = key;
    element.addEventListener('click', () => onTap(entry));
    return element;
  }

  const grid = h('div', { class: 'board' });
  // Zero spans the three columns of the first row.
  const zero = spot(
    'straight',
    [0],
    button('0', () => undefined, { class: 'cell green zero', testid: 'roulette-cell-0' }),
  );
  cells.set(0, zero);
  grid.append(zero);
  for (let n = 1; n <= 36; n += 1) {
    const cell = spot(
      'straight',
      [n],
      button(String(n), () => undefined, {
        class: `cell num ${colorOf(n)} r${rowOf(n)} c${colOf(n)}`,
        testid: `roulette-cell-${n}`,
      }),
    );
    cells.set(n, cell);
    grid.append(cell);
  }
  const suffixes = ['st', 'nd', 'rd'];
  for (const bet of outsideBets()) {
    const label =
      bet.label === 'dozen'
        ? t('dozen', { n: bet.index ?? 1, suffix: suffixes[(bet.index ?? 1) - 1] ?? '' })
        : t(bet.label);
    grid.append(
      spot(
        bet.type,
        bet.numbers,
        button(label, () => undefined, {
          class: `outside ${bet.place}`,
          testid: `roulette-bet-${bet.id}`,
        }),
      ),
    );
  }

  // The line bets: small targets over the lines, positioned in units of the numbers' grid.
  const overlay = h('div', { class: 'board-lines' });
  for (const line of lineSpots()) {
    const label = `${line.type.replace('_', ' ')} ${line.numbers.join('-')}`;
    const target = button('', () => undefined, {
      class: `line-spot ${line.shape}`,
      testid: `roulette-spot-${line.type}-${line.numbers.join('-')}`,
      attrs: { 'aria-label': label, title: label },
    });
    target.style.left = `${(line.x / 3) * 100}%`;
    target.style.top = `${(line.y / 13) * 100}%`;
    overlay.append(spot(line.type, line.numbers, target));
  }
  grid.append(overlay);

  return {
    element: grid,
    spots,
    showStake(key, amount) {
      const entry = spots.get(key);
      if (!entry) return;
      entry.element.querySelector('.stake')?.remove();
      entry.element.classList.toggle('has-bet', amount > 0);
      if (amount > 0)
        entry.element.append(h('span', { class: 'stake', text: chipLabel(context, amount) }));
    },
    highlight(number) {
      for (const [n, cell] of cells) cell.classList.toggle('winner', n === number);
    },
  };
}
