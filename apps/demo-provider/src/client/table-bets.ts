import { createChipRack } from './chips';
import { button, h } from './dom';
import type { GameContext } from './shell';

/** What a table game takes: per spot from `minBet` to `maxBet`, at most `maxTotal` in all. */
export interface TableLimits {
  minBet: number;
  maxBet: number;
  maxTotal: number;
}

/**
 * The chips of a table game (roulette, baccarat): the rack, chips placed on spots (by key)
 * within the table's limits, undone one at a time or cleared, the total bet, the button that
 * plays the round (`action`, calling `play`) and the line that shows what a round paid.
 * `redraw` shows one spot's stake; `game` names the test ids (`${game}-total`, ...).
 */
export function createTableBets<K>(
  context: GameContext,
  rules: TableLimits,
  table: { game: string; action: 'spin' | 'deal'; play: () => void },
  redraw: (key: K, amount: number) => void,
) {
  const { game } = table;
  const { t } = context;
  const stakes = new Map<K, number>();
  const placed: { key: K; amount: number }[] = [];
  let busy = false;

  const rack = createChipRack(context, rules);
  const total = h('strong', { testid: `${game}-total`, text: context.amount(0) });
  const limitsText = () =>
    t('rouletteLimits', { min: context.money(rules.minBet), max: context.money(rules.maxTotal) });
  const totalStake = () => [...stakes.values()].reduce((sum, amount) => sum + amount, 0);

  function refresh(key: K): void {
    redraw(key, stakes.get(key) ?? 0);
    total.textContent = context.amount(totalStake());
  }

  /** One chip of the rack's value on `key`, unless it would pass a limit (then says so). */
  function place(key: K): void {
    if (busy) return;
    const chip = rack.value();
    const current = stakes.get(key) ?? 0;
    if (current + chip > rules.maxBet || totalStake() + chip > rules.maxTotal) {
      context.showMessage(limitsText(), 'info');
      return;
    }
    context.clearMessage();
    stakes.set(key, current + chip);
    placed.push({ key, amount: chip });
    refresh(key);
  }

  function undoLast(): void {
    const last = placed.pop();
    if (!last || busy) return;
    const left = (stakes.get(last.key) ?? 0) - last.amount;
    if (left > 0) stakes.set(last.key, left);
    else stakes.delete(last.key);
    refresh(last.key);
  }

  function clearAll(): void {
    if (busy) return;
    const keys = [...stakes.keys()];
    stakes.clear();
    placed.length = 0;
    for (const key of keys) refresh(key);
  }

  const undo = button(t('undo'), undoLast, { testid: `${game}-undo` });
  const clear = button(t('clear'), clearAll, { testid: `${game}-clear` });
  const action = button(t(table.action), table.play, {
    class: 'primary spin',
    testid: `${game}-${table.action}`,
  });
  const winLine = h('p', { class: 'win-amount' });

  return {
    rack,
    total,
    undo,
    clear,
    action,
    winLine,
    /** What the round paid (nothing shown for a loss). */
    showWin(totalWin: number): void {
      winLine.textContent = totalWin > 0 ? `${t('win')}: ${context.money(totalWin)}` : '';
      winLine.dataset.win = String(totalWin);
    },
    /** The stakes by spot, in the order they were first placed. */
    stakes,
    place,
    limitsText,
    isBusy: () => busy,
    /** While a round plays: no chips placed, undone or cleared, no other round. */
    setBusy(value: boolean): void {
      busy = value;
      for (const control of [action, undo, clear]) control.disabled = value;
    },
    /** The rack and the total, as the table's controls show them. */
    controls: () =>
      h(
        'div',
        { class: 'table-controls' },
        rack.element,
        h('div', { class: 'total' }, h('span', { text: t('totalBet') }), total),
      ),
  };
}
