import './baccarat.css';
import type { BaccaratBetType, BaccaratResult, Card } from '../engines/baccarat';
import type { MessageKey } from '../messages';
import type { PlayedRound } from '../play';
import { chipLabel, createChipRack } from './chips';
import { button, h, prefersLessMotion, sleep } from './dom';
import type { GameContext } from './shell';

/** Punto banco: chips on player, banker, tie and the pairs, then the cards, one by one. */

interface TableRules {
  minBet: number;
  maxBet: number;
  maxTotal: number;
}

const SPOTS: BaccaratBetType[] = ['player_pair', 'player', 'tie', 'banker', 'banker_pair'];
const ODDS: Record<BaccaratBetType, string> = {
  player: '1:1',
  banker: '0.95:1',
  tie: '8:1',
  player_pair: '11:1',
  banker_pair: '11:1',
};
const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS: Record<Card['suit'], string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

function cardElement(card: Card): HTMLElement {
  const red = card.suit === 'H' || card.suit === 'D';
  const rank = RANKS[card.rank] ?? String(card.rank);
  return h(
    'div',
    { class: `card${red ? ' red' : ''}`, attrs: { 'aria-label': `${rank}${SUITS[card.suit]}` } },
    h('span', { class: 'corner', text: `${rank}${SUITS[card.suit]}` }),
    h('span', { class: 'pip', text: SUITS[card.suit] }),
  );
}

export function mountBaccarat(context: GameContext): void {
  const { t } = context;
  const rules = context.boot.rules as unknown as TableRules;
  const stakes = new Map<BaccaratBetType, number>();
  const placed: { type: BaccaratBetType; amount: number }[] = [];
  let busy = false;

  const rack = createChipRack(context, rules);
  const spots = new Map<BaccaratBetType, HTMLButtonElement>();
  for (const type of SPOTS) {
    const spot = button('', () => place(type), {
      class: `bet-spot ${type}`,
      testid: `baccarat-bet-${type}`,
    });
    spot.append(
      h('span', { class: 'spot-name', text: t(type as MessageKey) }),
      h('span', { class: 'spot-odds', text: ODDS[type] }),
    );
    spots.set(type, spot);
  }
  const hands = {
    player: {
      cards: h('div', { class: 'cards' }),
      total: h('span', { class: 'hand-total', testid: 'baccarat-player-total' }),
    },
    banker: {
      cards: h('div', { class: 'cards' }),
      total: h('span', { class: 'hand-total', testid: 'baccarat-banker-total' }),
    },
  };
  const handsElement = h(
    'div',
    { class: 'hands' },
    h(
      'div',
      { class: 'hand player' },
      h('h3', {}, h('span', { text: t('player') }), hands.player.total),
      hands.player.cards,
    ),
    h(
      'div',
      { class: 'hand banker' },
      h('h3', {}, h('span', { text: t('banker') }), hands.banker.total),
      hands.banker.cards,
    ),
  );
  const result = h('div', {
    class: 'baccarat-result',
    testid: 'baccarat-result',
    attrs: { 'aria-live': 'polite' },
  });
  const winLine = h('p', { class: 'win-amount' });
  const road = h('ol', { class: 'road', attrs: { 'aria-label': t('history') } });
  const total = h('strong', { testid: 'baccarat-total', text: context.amount(0) });
  const deal = button(t('deal'), () => void play(), {
    class: 'primary spin',
    testid: 'baccarat-deal',
  });
  const undo = button(t('undo'), undoLast, { testid: 'baccarat-undo' });
  const clear = button(t('clear'), clearAll, { testid: 'baccarat-clear' });

  const totalStake = () => [...stakes.values()].reduce((sum, amount) => sum + amount, 0);

  function refresh(type: BaccaratBetType): void {
    const spot = spots.get(type);
    if (!spot) return;
    const amount = stakes.get(type) ?? 0;
    spot.querySelector('.stake')?.remove();
    spot.classList.toggle('has-bet', amount > 0);
    if (amount > 0) spot.append(h('span', { class: 'stake', text: chipLabel(context, amount) }));
    total.textContent = context.amount(totalStake());
  }

  function place(type: BaccaratBetType): void {
    if (busy) return;
    const chip = rack.value();
    const current = stakes.get(type) ?? 0;
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
    stakes.set(type, current + chip);
    placed.push({ type, amount: chip });
    refresh(type);
  }

  function undoLast(): void {
    const last = placed.pop();
    if (!last || busy) return;
    const left = (stakes.get(last.type) ?? 0) - last.amount;
    if (left > 0) stakes.set(last.type, left);
    else stakes.delete(last.type);
    refresh(last.type);
  }

  function clearAll(): void {
    if (busy) return;
    stakes.clear();
    placed.length = 0;
    for (const type of SPOTS) refresh(type);
  }

  function setBusy(value: boolean): void {
    busy = value;
    for (const control of [deal, undo, clear]) control.disabled = value;
  }

  /** Third-card rules deal player, banker, player, banker, then the player's and banker's third. */
  async function reveal(outcome: BaccaratResult): Promise<void> {
    const pause = prefersLessMotion() ? 40 : 420;
    hands.player.cards.replaceChildren();
    hands.banker.cards.replaceChildren();
    hands.player.total.textContent = '';
    hands.banker.total.textContent = '';
    const order: [keyof typeof hands, Card | undefined][] = [
      ['player', outcome.player[0]],
      ['banker', outcome.banker[0]],
      ['player', outcome.player[1]],
      ['banker', outcome.banker[1]],
      ['player', outcome.player[2]],
      ['banker', outcome.banker[2]],
    ];
    for (const [side, card] of order) {
      if (!card) continue;
      hands[side].cards.append(cardElement(card));
      await sleep(pause);
    }
    hands.player.total.textContent = String(outcome.playerTotal);
    hands.banker.total.textContent = String(outcome.bankerTotal);
  }

  async function play(): Promise<void> {
    if (busy) return;
    if (stakes.size === 0) {
      context.showMessage(t('noBets'), 'info');
      return;
    }
    context.clearMessage();
    setBusy(true);
    const bets = [...stakes.entries()].map(([type, amount]) => ({ type, amount }));
    const before = context.balance();
    try {
      const round = await context.api.post<PlayedRound<BaccaratResult>>('/api/baccarat/deal', {
        bets,
      });
      context.setBalance(before - round.stake);
      result.textContent = '';
      result.removeAttribute('data-round-id');
      handsElement.scrollIntoView({
        block: 'nearest',
        behavior: prefersLessMotion() ? 'auto' : 'smooth',
      });
      await reveal(round.outcome);
      const { outcome, playerTotal, bankerTotal } = round.outcome;
      result.textContent = t(`outcome_${outcome}`, { player: playerTotal, banker: bankerTotal });
      result.className = `baccarat-result ${outcome}`;
      result.dataset.outcome = outcome;
      result.dataset.roundId = round.round_id;
      winLine.textContent =
        round.total_win > 0 ? `${t('win')}: ${context.money(round.total_win)}` : '';
      winLine.dataset.win = String(round.total_win);
      road.prepend(h('li', { class: outcome, text: t(outcome).slice(0, 1) }));
      while (road.children.length > 24) road.lastElementChild?.remove();
      context.setBalance(round.balance);
      if (round.pending) context.showMessage(t('ROUND_PENDING'), 'info');
    } catch (error) {
      context.fail(error);
    } finally {
      setBusy(false);
    }
  }

  context.setHelp(t('help'), [
    h('p', { text: t('baccaratHelp') }),
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
      { class: 'baccarat felt' },
      handsElement,
      result,
      winLine,
      h('div', { class: 'bet-spots' }, ...SPOTS.map((type) => spots.get(type)!)),
      h(
        'div',
        { class: 'table-controls' },
        rack.element,
        h('div', { class: 'total' }, h('span', { text: t('totalBet') }), total),
      ),
      // A child of the whole table, so it can stay at the bottom of a phone screen.
      h('div', { class: 'actions' }, undo, clear, deal),
      road,
    ),
  );
}
