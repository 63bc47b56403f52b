import { expect, test } from '@playwright/test';
import { signUpFunded } from '../crash-play';
import { gotoSubscribed, playerAddress } from '../players';
import { QUICK_REELS, openGame } from '../provider-play';

test.use(QUICK_REELS);

const ARTIFACTS = 'artifacts';
const DESKTOP = { width: 1280, height: 900 };
/** The demo seed's Silver level starts at 10,000.00 wagered (apps/server/seed/vip-levels.json). */
const SILVER_MINOR = 1_000_000;
/** The demo slot's largest bet, 1,000.00: ten of them reach Silver. */
const MAX_BET = 100_000;

// This journey's player signs up from an address of their own (players.ts).
test.use(playerAddress(22));

/**
 * Issue 16's VIP progress, as a player sees it: /settings/vip shows Bronze on the way to Silver;
 * the player wagers 10,000.00 on the demo studio's slot for real in another tab; the open VIP
 * page is told "you reached the Silver VIP level" live, shows Silver without a reload, and the
 * account menu says so too.
 */
test('a player climbs to the Silver VIP level by wagering, told live', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  // 0.12 BTC, about 10,874 EUR at the demo reference rate: ten top bets can never run it dry.
  await signUpFunded(page, request, 'Vip', '0.12');

  await gotoSubscribed(page, '/settings/vip');
  const status = page.getByTestId('vip-status');
  await expect(status.getByTestId('vip-level-name')).toHaveText('Bronze');
  await expect(status.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await page.screenshot({ path: `${ARTIFACTS}/vip-bronze.png`, fullPage: true });

  // The slot, for real, at its top bet, in a second tab.
  const play = await context.newPage();
  await play.setViewportSize(DESKTOP);
  const slot = await openGame(play, request, 'Fruit Fiesta (demo)', 'real');
  const bet = slot.getByTestId('slot-bet');
  for (let step = 0; step < 20; step += 1) {
    if (Number(await bet.getAttribute('data-bet')) >= MAX_BET) break;
    await slot.getByTestId('slot-bet-up').click();
  }
  await expect(bet).toHaveAttribute('data-bet', String(MAX_BET));
  const result = slot.getByTestId('slot-win');
  for (let spins = 0; spins < SILVER_MINOR / MAX_BET; spins += 1) {
    const previous = await result.getAttribute('data-round-id');
    await slot.getByTestId('slot-spin').click();
    await expect
      .poll(async () => (await result.getAttribute('data-round-id')) ?? previous, {
        timeout: 30_000,
      })
      .not.toBe(previous);
    await expect(slot.getByTestId('slot-spin')).toBeEnabled({ timeout: 30_000 });
  }
  await play.close();

  // Told live on the VIP page, which shows the new level without a reload.
  await expect(page.getByTestId('notification-snackbar')).toContainText(
    'Congratulations: you reached the Silver VIP level.',
    { timeout: 30_000 },
  );
  await expect(status.getByTestId('vip-level-name')).toHaveText('Silver', { timeout: 15_000 });
  await page.screenshot({ path: `${ARTIFACTS}/vip-silver.png`, fullPage: true });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByTestId('account-menu-vip')).toContainText('VIP Silver');
});
