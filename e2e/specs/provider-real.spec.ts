import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { headerBalance, PHONE, signUpFunded } from '../crash-play';
import { QUICK_REELS, minorOf, openGame, studioRounds } from '../provider-play';

test.use(QUICK_REELS);

const ARTIFACTS = 'artifacts';

/** The round the studio just settled: its id, from the result's data-round-id. */
async function settledRound(studio: FrameLocator, testId: string): Promise<string> {
  const result = studio.getByTestId(testId);
  await expect(result).toHaveAttribute('data-round-id', /.+/, { timeout: 30_000 });
  return (await result.getAttribute('data-round-id')) ?? '';
}

/** The casino's header follows the studio's balance, live (no reload). */
async function expectHeaderFollows(page: Page, studio: FrameLocator): Promise<number> {
  const shown = minorOf(await studio.getByTestId('studio-balance').textContent());
  await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(shown);
  return shown;
}

test('a player plays the studio slot, roulette and baccarat for ledger money and finds each round', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  await signUpFunded(page, request, 'Studio');
  await page.goto('/casino');
  const funded = await headerBalance(page);
  expect(funded).toBeGreaterThan(0);

  // The slot, for real: the frame opens with a game session, the stake leaves the ledger
  // balance and any win comes back, and the header beside the frame shows it live.
  const slot = await openGame(page, request, 'Fruit Fiesta (demo)', 'real');
  await expect(slot.getByTestId('studio-demo-label')).toHaveCount(0);
  expect(minorOf(await slot.getByTestId('studio-balance').textContent())).toBe(funded);
  const bet = Number(await slot.getByTestId('slot-bet').getAttribute('data-bet'));
  await slot.getByTestId('slot-spin').click();
  const slotRound = await settledRound(slot, 'slot-win');
  const paid = minorOf(await slot.getByTestId('slot-win').textContent());
  expect(await expectHeaderFollows(page, slot)).toBe(funded - bet + paid);
  await expect(page.getByTestId('game-balance')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/provider-real-slot-phone.png` });

  // The studio's record and the casino's agree on the round.
  const recorded = (await studioRounds(request)).find((round) => round.round_id === slotRound);
  expect(recorded).toMatchObject({ status: 'settled', bet_amount: bet, win_amount: paid });

  // Roulette: a chip on red, spun and settled by the studio's server.
  const roulette = await openGame(page, request, 'Neon Roulette (demo)', 'real');
  const beforeRoulette = minorOf(await roulette.getByTestId('studio-balance').textContent());
  await roulette.getByTestId('roulette-bet-red').click();
  await roulette.getByTestId('roulette-spin').click();
  const rouletteRound = await settledRound(roulette, 'roulette-result');
  const afterRoulette = await expectHeaderFollows(page, roulette);
  expect(afterRoulette).not.toBe(beforeRoulette);
  await page.screenshot({ path: `${ARTIFACTS}/provider-real-roulette-phone.png` });

  // Baccarat: a chip on the player's hand, dealt and settled.
  const baccarat = await openGame(page, request, 'Golden Baccarat (demo)', 'real');
  await baccarat.getByTestId('baccarat-bet-player').click();
  await baccarat.getByTestId('baccarat-deal').click();
  const baccaratRound = await settledRound(baccarat, 'baccarat-result');
  await expectHeaderFollows(page, baccarat);
  await page.screenshot({ path: `${ARTIFACTS}/provider-real-baccarat-phone.png` });

  // Every round is in the player's game transactions, named with its game and round...
  await page.goto('/settings/transactions?tab=game');
  const games = page.getByTestId('transaction-game');
  for (const [game, round] of [
    ['Fruit Fiesta (demo)', slotRound],
    ['Neon Roulette (demo)', rouletteRound],
    ['Golden Baccarat (demo)', baccaratRound],
  ]) {
    await expect(games.filter({ hasText: `${game} · round ${round}` }).first()).toBeVisible();
  }
  await page.screenshot({
    path: `${ARTIFACTS}/provider-real-transactions-phone.png`,
    fullPage: true,
  });

  // ...and the player's own bets in the live feed on home.
  await page.goto('/home');
  const feed = page.getByTestId('live-bets-feed');
  await feed.locator('[role="tab"][data-tab="user"]').click();
  await expect(
    feed.getByTestId('live-bet-row').filter({ hasText: 'Fruit Fiesta' }).first(),
  ).toBeVisible();
});
