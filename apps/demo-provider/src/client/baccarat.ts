import './baccarat.css';
import type { BaccaratBetType, BaccaratResult, Card } from '../engines/baccarat';
import type { MessageKey } from '../messages';
import type { PlayedRound } from '../play';
import { chipLabel } from './chips';
import { button, h, prefersLessMotion, sleep } from './dom';
import { playRound, type GameContext } from './shell';
import { createTableBets } from './table-bets';

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
  const spots = new Map<BaccaratBetType, HTMLButtonElement>();
  for (const type of SPOTS) {
    const spot = button('', () => bets.place(type), {
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
  const bets = createTableBets<BaccaratBetType>(
    context,
    rules,
    { game: 'baccarat', action: 'deal', play: () => void play() },
    (type, amount) => {
      const spot = spots.get(type);
      if (!spot) return;
      spot.querySelector('.stake')?.remove();
      spot.classList.toggle('has-bet', amount > 0);
      if (amount > 0) spot.append(h('span', { class: 'stake', text: chipLabel(context, amount) }));
    },
  );
  const result = h('div', {
    class: 'baccarat-result',
    testid: 'baccarat-result',
    attrs: { 'aria-live': 'polite' },
  });
  const road = h('ol', { class: 'road', attrs: { 'aria-label': t('history') } });

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
    if (bets.isBusy()) return;
    if (bets.stakes.size === 0) {
      context.showMessage(t('noBets'), 'info');
      return;
    }
    const placed = [...bets.stakes].map(([type, amount]) => ({ type, amount }));
    await playRound(
      context,
      (busy) => bets.setBusy(busy),
      () => context.api.post<PlayedRound<BaccaratResult>>('/api/baccarat/deal', { bets: placed }),
      async (round) => {
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
        bets.showWin(round.total_win);
        road.prepend(h('li', { class: outcome, text: t(outcome).slice(0, 1) }));
        while (road.children.length > 24) road.lastElementChild?.remove();
      },
    );
  }

  context.setHelp(t('help'), [
    h('p', { text: t('baccaratHelp') }),
    h('p', { text: bets.limitsText() }),
  ]);

  context.stage.replaceChildren(
    h(
      'div',
      { class: 'baccarat felt' },
      handsElement,
      result,
      bets.winLine,
      h('div', { class: 'bet-spots' }, ...SPOTS.map((type) => spots.get(type)!)),
      bets.controls(),
      // A child of the whole table, so it can stay at the bottom of a phone screen.
      h('div', { class: 'actions' }, bets.undo, bets.clear, bets.action),
      road,
    ),
  );
}
