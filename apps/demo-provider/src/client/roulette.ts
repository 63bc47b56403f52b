import './roulette.css';
import type { RouletteBet, RouletteResult } from '../engines/roulette';
import type { PlayedRound } from '../play';
import { createChipRack } from './chips';
import { button, h, prefersLessMotion } from './dom';
import { createBoard, type BoardSpot } from './roulette-board';
import { colorOf } from './roulette-layout';
import { createWheel } from './roulette-wheel';
import type { GameContext } from './shell';

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
  const stakes = new Map<string, { bet: Omit<RouletteBet, 'amount'>; amount: number }>();
  const placed: { key: string; amount: number }[] = [];
  let busy = false;

  const rack = createChipRack(context, rules);
  const board = createBoard(context, place);
  const wheel = createWheel();
  const result = h('div', {
    class: 'result-number',
    testid: 'roulette-result',
    attrs: { 'aria-live': 'polite' },
  });
  const winLine = h('p', { class: 'win-amount' });
  const history = h('ol', { class: 'history', attrs: { 'aria-label': t('history') } });
  const total = h('strong', { testid: 'roulette-total', text: context.amount(0) });
  const spin = button(t('spin'), () => void play(), {
    class: 'primary spin',
    testid: 'roulette-spin',
  });
  const undo = button(t('undo'), undoLast, { testid: 'roulette-undo' });
  const clear = button(t('clear'), clearAll, { testid: 'roulette-clear' });

  function totalStake(): number {
    let sum = 0;
    for (const { amount } of stakes.values()) sum += amount;
    return sum;
  }

  function refresh(key: string): void {
    board.showStake(key, stakes.get(key)?.amount ?? 0);
    total.textContent = context.amount(totalStake());
  }

  function place(spot: BoardSpot): void {
    if (busy) return;
    const chip = rack.value();
    const current = stakes.get(spot.key)?.amount ?? 0;
    if (current + chip > rules.maxBet || totalStake() + chip > rules.maxTotal) {
      context.showMessage(
        t('rouletteLimits', {
          min: context.money(rules.minBet),
          max: context.money(rules.maxTotal),
        }),
        'info',
      );
      return;
    }
    context.clearMessage();
    stakes.set(spot.key, { bet: spot.bet, amount: current + chip });
    placed.push({ key: spot.key, amount: chip });
    refresh(spot.key);
  }

  function undoLast(): void {
    const last = placed.pop();
    if (!last || busy) return;
    const stake = stakes.get(last.key);
    if (!stake) return;
    stake.amount -= last.amount;
    if (stake.amount <= 0) stakes.delete(last.key);
    refresh(last.key);
  }

  function clearAll(): void {
    if (busy) return;
    const keys = [...stakes.keys()];
    stakes.clear();
    placed.length = 0;
    for (const key of keys) refresh(key);
  }

  function setBusy(value: boolean): void {
    busy = value;
    for (const control of [spin, undo, clear]) control.disabled = value;
    context.stage.classList.toggle('busy', value);
  }

  async function play(): Promise<void> {
    if (busy) return;
    if (stakes.size === 0) {
      context.showMessage(t('noBets'), 'info');
      return;
    }
    context.clearMessage();
    setBusy(true);
    const bets = [...stakes.values()].map(({ bet, amount }) => ({ ...bet, amount }));
    const before = context.balance();
    try {
      const round = await context.api.post<PlayedRound<RouletteResult>>('/api/roulette/spin', {
        bets,
      });
      context.setBalance(before - round.stake);
      board.highlight(null);
      result.textContent = '';
      // On a phone the spin button is far below the wheel: bring the wheel into view.
      wheel.element.scrollIntoView({
        block: 'nearest',
        behavior: prefersLessMotion() ? 'auto' : 'smooth',
      });
      await wheel.spinTo(round.outcome.number);
      show(round);
    } catch (error) {
      context.fail(error);
    } finally {
      setBusy(false);
    }
  }

  function show(round: PlayedRound<RouletteResult>): void {
    const { number, color } = round.outcome;
    result.textContent = `${number} ${t(color)}`;
    result.className = `result-number ${color}`;
    result.dataset.number = String(number);
    result.dataset.roundId = round.round_id;
    board.highlight(number);
    winLine.textContent =
      round.total_win > 0 ? `${t('win')}: ${context.money(round.total_win)}` : '';
    winLine.dataset.win = String(round.total_win);
    history.prepend(h('li', { class: colorOf(number), text: String(number) }));
    while (history.children.length > 14) history.lastElementChild?.remove();
    context.setBalance(round.balance);
    if (round.pending) context.showMessage(t('ROUND_PENDING'), 'info');
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
    h('p', {
      text: t('rouletteLimits', {
        min: context.money(rules.minBet),
        max: context.money(rules.maxTotal),
      }),
    }),
  ]);

  context.stage.replaceChildren(
    h(
      'div',
      { class: 'roulette' },
      h(
        'div',
        { class: 'roulette-side' },
        wheel.element,
        h('div', { class: 'roulette-info' }, result, winLine, history),
      ),
      h(
        'div',
        { class: 'roulette-table' },
        board.element,
        h(
          'div',
          { class: 'table-controls' },
          rack.element,
          h('div', { class: 'total' }, h('span', { text: t('totalBet') }), total),
        ),
        // A child of the whole table, so it can stay at the bottom of a phone screen.
        h('div', { class: 'actions' }, undo, clear, spin),
      ),
    ),
  );
}
