import { expect, test, type APIRequestContext } from '@playwright/test';
import { QUICK_REELS, openGame } from '../provider-play';
import {
  gotoSubscribed,
  loginToken,
  reportDeposit,
  signUpVerified,
  playerAddress,
} from '../players';
import { E2E_BONUS_OFFER } from '../playwright.config';

test.use(QUICK_REELS);

const ARTIFACTS = 'artifacts';
const DESKTOP = { width: 1280, height: 900 };

interface Funds {
  balance: number;
  w_balance: number;
  w_bonus_balance: number;
}

async function fundsOf(request: APIRequestContext, token: string): Promise<Funds> {
  const response = await request.get('/api/user', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { user: Funds }).user;
}

// This journey's player signs up from an address of their own (players.ts).
test.use(playerAddress(23));

/**
 * Issue 16's journey: a player claims a deposit bonus in the deposit tab, deposits (a simulated
 * gateway report), sees the bonus balance, wagers it on the demo studio's slot for real with the
 * progress bar of /settings/bonus moving live in another tab, and gets the bonus money left as
 * withdrawable cash.
 */
test('a player claims a deposit bonus, wagers it in a real game and gets the rest as cash', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  const stamp = Date.now();
  const player = {
    name: `Bonus Player ${stamp}`,
    email: `bonus.${stamp}@example.com`,
    password: 'bonus password 1',
  };
  await signUpVerified(page, player);
  const token = await loginToken(request, player.email, player.password);

  // The deposit step offers the bonuses that can be claimed; ours is claimed there.
  await gotoSubscribed(page, '/casino?wallet=deposits&coin=BTC');
  const dialog = page.getByTestId('wallet-dialog');
  await expect(dialog.getByTestId('deposit-address')).toBeVisible();
  const banners = dialog.getByTestId('deposit-bonus-banners');
  const offer = banners.getByTestId('bonus-banner').filter({ hasText: E2E_BONUS_OFFER.message });
  await expect(offer).toHaveAttribute('data-state', 'available');
  await expect(offer.getByTestId('bonus-days-left')).toHaveText('7 days left');
  await page.screenshot({ path: `${ARTIFACTS}/bonus-deposit-banner.png` });
  await offer.getByRole('button', { name: 'Claim' }).click();
  // spec §4: the confirmation through the global notification; the bonus leaves the banner.
  await expect(page.getByTestId('notification-snackbar')).toContainText('Your bonus is active.');
  await expect(offer).toHaveCount(0);

  // The deposit arrives (a gateway's signed report): the bonus is credited with it.
  const address = (await dialog.getByTestId('deposit-address').textContent())?.trim() ?? '';
  const { deposit } = await reportDeposit(request, { address, amount: '0.001', confirmations: 20 });
  expect(deposit.credited).toBe(true);
  const funded = await fundsOf(request, token);
  expect(funded.w_bonus_balance).toBe(E2E_BONUS_OFFER.maxMinor);
  expect(funded.balance).toBe(funded.w_balance + funded.w_bonus_balance);

  // The bonus page shows it running, with the bonus balance in the wallet menu.
  await gotoSubscribed(page, '/settings/bonus');
  const running = page
    .getByTestId('bonus-list')
    .getByTestId('bonus-banner')
    .filter({ hasText: E2E_BONUS_OFFER.message });
  await expect(running).toHaveAttribute('data-state', 'running');
  const bar = running.getByRole('progressbar');
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await page.getByTestId('wallet-menu').click();
  await expect(page.getByTestId('wallet-menu-balances')).toContainText('€20.00');
  await page.keyboard.press('Escape');
  await page.screenshot({ path: `${ARTIFACTS}/bonus-running.png`, fullPage: true });

  // The slot, for real, in a second tab; the bonus page follows the wagering live.
  const play = await context.newPage();
  await play.setViewportSize(DESKTOP);
  const slot = await openGame(play, request, 'Fruit Fiesta (demo)', 'real');
  for (let step = 0; step < 4; step += 1) await slot.getByTestId('slot-bet-up').click();
  const bet = Number(await slot.getByTestId('slot-bet').getAttribute('data-bet'));
  expect(bet).toBeGreaterThanOrEqual(500);
  let spins = 0;
  let seenMoving = false;
  const result = slot.getByTestId('slot-win');
  while ((await fundsOf(request, token)).w_bonus_balance > 0 && spins < 20) {
    const previous = await result.getAttribute('data-round-id');
    await slot.getByTestId('slot-spin').click();
    spins += 1;
    // The studio settled this spin's round (a new round id on its result).
    await expect
      .poll(async () => (await result.getAttribute('data-round-id')) ?? previous, {
        timeout: 30_000,
      })
      .not.toBe(previous);
    if (!seenMoving) {
      // The first spin's wager reaches the other tab's bar without a reload.
      await expect
        .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 15_000 })
        .toBeGreaterThan(0);
      await page.screenshot({ path: `${ARTIFACTS}/bonus-progress-live.png`, fullPage: true });
      seenMoving = true;
    }
  }
  expect(seenMoving).toBe(true);

  // Wagered: the bonus is completed and its money is withdrawable cash.
  await expect
    .poll(async () => (await fundsOf(request, token)).w_bonus_balance, { timeout: 20_000 })
    .toBe(0);
  await expect(running).toHaveAttribute('data-state', 'completed', { timeout: 15_000 });
  const done = await fundsOf(request, token);
  expect(done.balance).toBe(done.w_balance);
  expect(done.w_balance).toBeGreaterThan(0);
  // The bonus transactions list its credit, stakes and release.
  await page.reload();
  await expect(page.getByTestId('transactions-bonus')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/bonus-completed.png`, fullPage: true });
});
