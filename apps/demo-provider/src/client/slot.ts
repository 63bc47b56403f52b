import './slot.css';
import type { SlotRound, SlotSpin } from '../engines/slot';
import type { FreeRounds, PlayedRound } from '../play';
import type { SlotRules } from '../rules';
import type { SlotTheme } from '../themes';
import { ApiError } from './api';
import { button, h, prefersLessMotion, sleep, svgElement } from './dom';
import { playRound, type GameContext } from './shell';
import { createReels } from './slot-reels';
import { symbolMarkup } from './symbols';

/**
 * The 5 x 3 video slot: bet, spin, line wins drawn on the reels, free spins counted. While the
 * casino has given the player free rounds for this game, the spin button plays them at their
 * spin value (the bet is locked) until none are left.
 */

/** Bets the +/- buttons step through, kept within the engine's limits. */
const BET_STEPS = [
  20, 40, 60, 100, 200, 400, 600, 1_000, 2_000, 4_000, 6_000, 10_000, 20_000, 40_000, 100_000,
];

function betLadder(rules: SlotRules): number[] {
  const ladder = BET_STEPS.filter(
    (bet) => bet >= rules.minBet && bet <= rules.maxBet && bet % rules.betStep === 0,
  );
  if (!ladder.includes(rules.minBet)) ladder.unshift(rules.minBet);
  if (!ladder.includes(rules.maxBet)) ladder.push(rules.maxBet);
  return ladder;
}

export function mountSlot(context: GameContext): void {
  const { t } = context;
  const theme = context.boot.theme as SlotTheme;
  const rules = context.boot.rules as unknown as SlotRules;
  const ladder = betLadder(rules);
  let betIndex = Math.max(0, ladder.indexOf(ladder.find((bet) => bet >= 100) ?? ladder[0]!));
  let busy = false;
  // The casino's free rounds, as the last answer told them (docs/providers.md §free rounds).
  let freeRounds: FreeRounds | null = null;
  const hasFreeRounds = () => freeRounds !== null && freeRounds.left > 0;
  /** What the next spin stakes: the free rounds' spin value, else the player's bet. */
  const stake = () =>
    freeRounds !== null && freeRounds.left > 0 ? freeRounds.bet_value : ladder[betIndex]!;

  const reels = createReels(theme, [
    ...new Set([...rules.paytable.map((entry) => entry.symbol), rules.wild, rules.scatter]),
  ]);
  const betValue = h('strong', { testid: 'slot-bet' });
  const winValue = h('strong', { testid: 'slot-win', text: context.amount(0) });
  const info = h('p', { class: 'spin-info', attrs: { 'aria-live': 'polite' } });
  const freeCounter = h('div', { class: 'free-spins', testid: 'slot-free-spins' });
  freeCounter.hidden = true;
  const freeRoundsLeft = h('strong', { testid: 'slot-free-rounds-left' });
  const freeRoundsValue = h('span', { testid: 'slot-free-rounds-value' });
  const freeRoundsBanner = h(
    'div',
    { class: 'free-rounds', testid: 'slot-free-rounds', attrs: { role: 'status' } },
    freeRoundsLeft,
    freeRoundsValue,
  );
  freeRoundsBanner.hidden = true;
  const minus = button('−', () => stepBet(-1), {
    class: 'round',
    testid: 'slot-bet-down',
    attrs: { 'aria-label': t('decreaseBet') },
  });
  const plus = button('+', () => stepBet(1), {
    class: 'round',
    testid: 'slot-bet-up',
    attrs: { 'aria-label': t('increaseBet') },
  });
  const stepper = h('div', { class: 'stepper' }, minus, betValue, plus);
  const spin = button(t('spin'), () => void play(), { class: 'primary spin', testid: 'slot-spin' });

  function showBet(): void {
    const bet = stake();
    const isFree = hasFreeRounds();
    betValue.textContent = context.amount(bet);
    betValue.dataset.bet = String(bet);
    stepper.classList.toggle('locked', isFree);
    minus.disabled = busy || isFree || betIndex === 0;
    plus.disabled = busy || isFree || betIndex === ladder.length - 1;
    spin.textContent = isFree ? t('freeRoundSpin') : t('spin');
    spin.classList.toggle('free', isFree);
    spin.dataset.free = String(isFree);
  }

  /** Counts the free rounds down; the bet and the button follow once no round is running. */
  function setFreeRounds(value: FreeRounds | null): void {
    freeRounds = value;
    freeRoundsBanner.hidden = !hasFreeRounds();
    freeRoundsBanner.dataset.left = String(value?.left ?? 0);
    if (value !== null && value.left > 0) {
      freeRoundsLeft.textContent = t('freeRoundsLeft', { count: value.left });
      freeRoundsValue.textContent = t('freeRoundsValue', {
        amount: context.money(value.bet_value),
      });
    }
    if (!busy) showBet();
  }

  function stepBet(direction: number): void {
    betIndex = Math.min(ladder.length - 1, Math.max(0, betIndex + direction));
    showBet();
  }

  function setBusy(value: boolean): void {
    busy = value;
    spin.disabled = value;
    showBet();
  }

  async function showSpin(spin: SlotSpin, lineBet: number): Promise<void> {
    reels.clearLines();
    await reels.spinTo(spin.reels, spin.free);
    const wins = spin.lineWins.map((win) => ({
      rows: rules.lines[win.line] ?? [],
      count: win.count,
    }));
    if (spin.scatterCount >= 3) {
      for (const cell of reels.element.querySelectorAll(`[data-symbol="${rules.scatter}"]`))
        cell.classList.add('hit');
    }
    if (wins.length === 0 && spin.scatterWin === 0 && spin.freeSpinsAwarded === 0) return;
    reels.showLines(wins);
    const texts = spin.lineWins.map((win) =>
      t('payLine', {
        line: win.line + 1,
        count: win.count,
        symbol: win.symbol,
        amount: context.amount(win.win),
      }),
    );
    if (spin.scatterWin > 0)
      texts.push(
        t('payScatter', { count: spin.scatterCount, amount: context.amount(spin.scatterWin) }),
      );
    if (spin.freeSpinsAwarded > 0) texts.push(t('freeSpinsWon', { count: spin.freeSpinsAwarded }));
    info.textContent = texts.join(' · ');
    void lineBet;
    await sleep(prefersLessMotion() ? 100 : 900);
  }

  async function send(isFree: boolean, bet: number): Promise<PlayedRound<SlotRound>> {
    try {
      return await context.api.post<PlayedRound<SlotRound>>(
        '/api/slot/spin',
        isFree ? { free: true } : { bet },
      );
    } catch (error) {
      // The casino has none left after all: back to paid play (the shell shows why).
      if (error instanceof ApiError && error.code === 'NO_FREE_ROUNDS') setFreeRounds(null);
      throw error;
    }
  }

  async function play(): Promise<void> {
    if (busy) return;
    const isFree = hasFreeRounds();
    const bet = stake();
    winValue.removeAttribute('data-round-id');
    info.textContent = '';
    await playRound(
      context,
      setBusy,
      () => send(isFree, bet),
      async (round) => {
        setFreeRounds(round.free_rounds);
        let won = 0;
        let freeTotal = 0;
        let freeDone = 0;
        for (const spinResult of round.outcome.spins) {
          if (spinResult.free) {
            freeDone += 1;
            freeCounter.hidden = false;
            freeCounter.textContent = t('freeSpins', { current: freeDone, total: freeTotal });
          }
          await showSpin(spinResult, bet / rules.lines.length);
          won += spinResult.win;
          freeTotal += spinResult.freeSpinsAwarded;
          winValue.textContent = context.amount(won);
        }
        freeCounter.hidden = true;
        winValue.textContent = context.amount(round.total_win);
        winValue.dataset.win = String(round.total_win);
        winValue.dataset.roundId = round.round_id;
        winValue.classList.toggle('big', round.total_win >= bet * 10);
        if (isFree && !hasFreeRounds()) context.showMessage(t('freeRoundsOver'), 'info');
      },
    );
  }

  context.onSession((session) => setFreeRounds(session.free_rounds));

  document.addEventListener('keydown', (event) => {
    if (event.code === 'Space' && !(event.target instanceof HTMLButtonElement)) {
      event.preventDefault();
      void play();
    }
  });

  const countsLabel = rules.paytable[0]
    ? Object.keys(rules.paytable[0].pays).join(' / ')
    : '3 / 4 / 5';
  context.setHelp(t('paytable'), [
    h(
      'table',
      { class: 'paytable' },
      h(
        'tr',
        {},
        h('th', { text: t('symbol') }),
        h('th', { text: t('pays', { counts: countsLabel }) }),
      ),
      ...rules.paytable.map((entry) =>
        h(
          'tr',
          {},
          h('td', {}, svgElement(symbolMarkup(entry.symbol, theme))),
          h('td', {
            text: Object.values(entry.pays)
              .map((pay) => `×${pay}`)
              .join(' / '),
          }),
        ),
      ),
      h(
        'tr',
        {},
        h('td', {}, svgElement(symbolMarkup(rules.scatter, theme))),
        h('td', {
          text: Object.entries(rules.scatterPays)
            .map(([count, pay]) => `${count}: ×${pay} + ${rules.freeSpins[count] ?? 0} FS`)
            .join(' / '),
        }),
      ),
    ),
    h('p', { text: t('rulesLines') }),
    h('p', { text: t('rulesWild') }),
    h('p', { text: t('rulesScatter') }),
    h('p', { text: t('rulesRtp', { rtp: `${(rules.rtp * 100).toFixed(2)}%` }) }),
    h('p', {
      text: t('rulesFree', { multiplier: rules.freeSpinMultiplier, cap: rules.freeSpinsCap }),
    }),
  ]);

  showBet();
  context.stage.replaceChildren(
    h(
      'div',
      { class: 'slot' },
      freeRoundsBanner,
      h('div', { class: 'reels-frame' }, reels.element, freeCounter),
      info,
      h(
        'div',
        { class: 'slot-controls' },
        h('div', { class: 'meter' }, h('span', { text: t('bet') }), stepper),
        spin,
        h('div', { class: 'meter' }, h('span', { text: t('win') }), winValue),
      ),
      h('p', { class: 'lines-note', text: t('lines') }),
    ),
  );
}
