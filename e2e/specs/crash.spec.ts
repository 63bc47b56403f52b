import { expect, test, type Locator } from '@playwright/test';
import { headerBalance, PHONE, signUpFunded } from '../crash-play';
import { gotoSubscribed } from '../players';

const ARTIFACTS = 'artifacts';

/** Waits for the next betting window (the round may be running when the page opens). */
async function waitForBetting(stage: Locator): Promise<void> {
  await expect(stage).toHaveAttribute('data-status', 'betting', { timeout: 90_000 });
}

test('a player bets with auto cash-out at 1.01x, sees the win in the balance and the feed, and checks the round', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  await page.setViewportSize(PHONE);
  await signUpFunded(page, request, 'Crash');

  await gotoSubscribed(page, '/games/crash');
  const game = page.getByTestId('crash-game');
  await expect(game).toBeVisible();
  const stage = page.getByTestId('crash-stage');
  const form = page.getByTestId('crash-bet-form');

  // Bet 1.00 with auto cash-out at 1.01x. A round that crashes at 1.00x (about 2% of them) takes
  // the stake, as it would from any player: then bet again in the next round.
  let won: Locator | null = null;
  for (let attempt = 0; attempt < 5 && !won; attempt += 1) {
    await waitForBetting(stage);
    const before = await headerBalance(page);
    await form.locator('[name="amount"]').fill('1.00');
    await form.locator('[name="auto_cashout"]').fill('1.01');
    await form.getByTestId('crash-bet-submit').click();
    const bet = page.getByTestId('crash-my-bet').filter({ hasText: '€1.00' }).last();
    // The window may close between the page showing it and the click reaching the server:
    // then the server says so, and the player tries the next round.
    const closed = page.getByTestId('crash-bet-alert').filter({ hasText: 'Bets are closed' });
    await expect(bet.or(closed)).toBeVisible();
    if (await closed.isVisible()) {
      await expect(stage).not.toHaveAttribute('data-status', 'betting', { timeout: 30_000 });
      continue;
    }
    // The stake leaves the balance at once.
    await expect.poll(() => headerBalance(page)).toBe(before - 100);
    if (attempt === 0) await page.screenshot({ path: `${ARTIFACTS}/crash-e2e-bet-phone.png` });
    await expect(bet).toHaveAttribute('data-outcome', /^(won|lost)$/, { timeout: 60_000 });
    if ((await bet.getAttribute('data-outcome')) === 'won') {
      won = bet;
      // 1.00 x 1.01 = 1.01 back: the header shows the win, live.
      await expect.poll(() => headerBalance(page)).toBe(before - 100 + 101);
    }
  }
  expect(won, 'five rounds in a row crashed at 1.00x').not.toBeNull();
  await expect(won!).toContainText('1.01');
  const roundId = await won!.getAttribute('data-round-id');
  await page.screenshot({ path: `${ARTIFACTS}/crash-e2e-won-phone.png` });
  // The player's cash-out came early; the round itself runs on to its crash point, which may be
  // far off (a 100x round runs 77 s). Its history entry and fairness check exist from then on.
  await expect(stage).not.toHaveAttribute('data-status', 'running', { timeout: 200_000 });

  // The live feed on home lists it among the player's own bets.
  await page.goto('/home');
  const feed = page.getByTestId('live-bets-feed');
  await feed.locator('[role="tab"][data-tab="user"]').click();
  const row = feed.getByTestId('live-bet-row').first();
  await expect(row).toContainText('Crash');
  await expect(row).toContainText('1.01');
  await feed.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/crash-e2e-feed-phone.png` });

  // The round's fairness check, opened from the game's history strip.
  await page.goto('/games/crash');
  const link = page.getByTestId('crash-history').locator(`a[href$="round=${roundId}"]`);
  await expect(link).toBeVisible();
  const shown = ((await link.textContent()) ?? '').replace('×', '');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/fairness\\?.*round=${roundId}`));
  // Computed in the browser from the revealed hash and the salt, equal to the recorded point.
  await expect(page.getByTestId('fairness-point')).toContainText(shown, { timeout: 30_000 });
  await expect(page.getByTestId('fairness-recorded')).toHaveAttribute('data-tone', 'success');
  // And its hash leads back to the published terminating hash.
  await expect(page.getByTestId('fairness-link')).toHaveAttribute('data-status', 'found', {
    timeout: 60_000,
  });
  await page.screenshot({ path: `${ARTIFACTS}/crash-e2e-fairness-phone.png`, fullPage: true });
});
