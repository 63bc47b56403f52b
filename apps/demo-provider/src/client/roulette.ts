import './roulette.css';
import type { RouletteBet, RouletteResult } from '../engines/roulette';
import type { PlayedRound } from '../play';
import { h, prefersLessMotion } from './dom';
import { createBoard, type BoardSpot } from './roulette-board';
import { colorOf } from './roulette-layout';
import { createWheel } from './roulette-wheel';
import { playRound, type GameContext } from './shell';
import { createTableBets } from './table-bets';

/** European roulette: place chips on the board, spin, see the number and what it paid. */

interface TableRules {
  minBet: number;
  maxBet: number;
  maxTotal: number;
  payouts: Record<string, number>;
}

export function mountRoulette(context: GameContext): void {
  const { t } = context;
  const rules = context.boot.rules as unknown as TableRules;
  const spotBets = new Map<string, Omit<RouletteBet, 'amount'>>();
  const board = createBoard(context, (spot: BoardSpot) => {
    spotBets.set(spot.key, spot.bet);
    bets.place(spot.key);
  });
  const bets = createTableBets<string>(
    context,
    rules,
    { game: 'roulette', action: 'spin', play: () => void play() },
    (key, amount) => board.showStake(key, amount),
  );
  const wheel = createWheel();
  const result = h('div', {
    class: 'result-number',
    testid: 'roulette-result',
    attrs: { 'aria-live': 'polite' },
  });
  const history = h('ol', { class: 'history', attrs: { 'aria-label': t('history') } });

  function setBusy(value: boolean): void {
    bets.setBusy(value);
    context.stage.classList.toggle('busy', value);
  }

  async function play(): Promise<void> {
    if (bets.isBusy()) return;
    if (bets.stakes.size === 0) {
      context.showMessage(t('noBets'), 'info');
      return;
    }
    const placed = [...bets.stakes].map(([key, amount]) => ({ ...spotBets.get(key)!, amount }));
    await playRound(
      context,
      setBusy,
      () => context.api.post<PlayedRound<RouletteResult>>('/api/roulette/spin', { bets: placed }),
      async (round) => {
        board.highlight(null);
        result.textContent = '';
        // On a phone the spin button is far below the wheel: bring the wheel into view.
        wheel.element.scrollIntoView({
          block: 'nearest',
          behavior: prefersLessMotion() ? 'auto' : 'smooth',
        });
        await wheel.spinTo(round.outcome.number);
        show(round);
      },
    );
  }

  function show(round: PlayedRound<RouletteResult>): void {
    const { number, color } = round.outcome;
    result.textContent = `${number} ${t(color)}`;
    result.className = `result-number ${color}`;
    result.dataset.number = String(number);
    result.dataset.roundId = round.round_id;
    board.highlight(number);
    bets.showWin(round.total_win);
    history.prepend(h('li', { class: colorOf(number), text: String(number) }));
    while (history.children.length > 14) history.lastElementChild?.remove();
  }

  context.setHelp(t('help'), [
    h('p', { text: t('rouletteHelp') }),
    h(
      'table',
      { class: 'paytable' },
      ...Object.entries(rules.payouts).map(([type, payout]) =>
        h('tr', {}, h('td', { text: type.replace('_', ' ') }), h('td', { text: `${payout} : 1` })),
      ),
    ),
    h('p', { text: bets.limitsText() }),
  ]);

  context.stage.replaceChildren(
    h(
      'div',
      { class: 'roulette' },
      h(
        'div',
        { class: 'roulette-side' },
        wheel.element,
        h('div', { class: 'roulette-info' }, result, bets.winLine, history),
      ),
      h(
        'div',
        { class: 'roulette-table' },
        board.element,
        bets.controls(),
        // A child of the whole table, so it can stay at the bottom of a phone screen.
        h('div', { class: 'actions' }, bets.undo, bets.clear, bets.action),
      ),
    ),
  );
}
