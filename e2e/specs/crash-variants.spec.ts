import { expect, test, type Locator, type Page } from '@playwright/test';
import { headerBalance, PHONE, signUpFunded } from '../crash-play';
import { gotoSubscribed } from '../players';

const ARTIFACTS = 'artifacts';

/**
 * Bets `amount` in the next betting window; answers the bet's row in "my bets". The window may
 * close between the page showing it and the click reaching the server: then the server says so
 * and the player tries the next round.
 */
async function betNextRound(page: Page, amount: string, choose?: () => Promise<void>) {
  const stage = page.getByTestId('crash-stage');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await expect(stage).toHaveAttribute('data-status', 'betting', { timeout: 90_000 });
    await choose?.();
    const form = page.getByTestId('crash-bet-form');
    await form.locator('[name="amount"]').fill(amount);
    await form.getByTestId('crash-bet-submit').click();
    const bet = page.getByTestId('crash-my-bet').last();
    const closed = page.getByTestId('crash-bet-alert').filter({ hasText: 'Bets are closed' });
    await expect(bet.or(closed)).toBeVisible();
    if (!(await closed.isVisible())) return bet;
    await expect(stage).not.toHaveAttribute('data-status', 'betting', { timeout: 30_000 });
  }
  throw new Error('three betting windows closed before the bet reached the server');
}

/** A bet decided at the crash waits for it: a 100x round runs 77 s, a 1,000x one 115 s. */
async function outcomeOf(bet: Locator): Promise<string> {
  await expect(bet).toHaveAttribute('data-outcome', /^(won|lost)$/, { timeout: 200_000 });
  return (await bet.getAttribute('data-outcome')) ?? '';
}

test('a player plays Crash Sweep and a Crash Bull side bet on a phone, for ledger money', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  await page.setViewportSize(PHONE);
  await signUpFunded(page, request, 'Variant');

  // Crash Sweep: a main bet with auto cash-out at 2x; won pays 2.00, lost takes the stake.
  await gotoSubscribed(page, '/games/crashsw');
  const start = await headerBalance(page);
  const form = page.getByTestId('crash-bet-form');
  await expect(form).toBeVisible();
  await form.locator('[name="auto_cashout"]').fill('2');
  const sweep = await betNextRound(page, '1.00');
  await expect.poll(() => headerBalance(page)).toBe(start - 100);
  await page.screenshot({ path: `${ARTIFACTS}/crash-e2e-sweep-phone.png` });
  const sweepWon = (await outcomeOf(sweep)) === 'won';
  const afterSweep = start - 100 + (sweepWon ? 200 : 0);
  await expect.poll(() => headerBalance(page)).toBe(afterSweep);

  // Crash Bull: a side bet on "bull" (the round reaches 2.00x, pays 2.00x) at its odds.
  await gotoSubscribed(page, '/games/crashbull');
  await expect(page.getByTestId('crash-side-choice')).toContainText('2.00');
  const bull = await betNextRound(page, '0.50', async () => {
    await page
      .getByTestId('crash-side-choice')
      .locator('label')
      .filter({ hasText: 'Bull' })
      .click();
  });
  await expect(bull).toContainText('Bull');
  await expect.poll(() => headerBalance(page)).toBe(afterSweep - 50);
  const bullWon = (await outcomeOf(bull)) === 'won';
  // The side bet is decided at the crash by the crash point, which the history strip shows.
  const bullRound = await bull.getAttribute('data-round-id');
  const entry = page.getByTestId('crash-history').locator(`a[href$="round=${bullRound}"]`);
  await expect(entry).toBeVisible();
  const point = Number(((await entry.textContent()) ?? '').replace('×', ''));
  expect(bullWon).toBe(point >= 2);
  await expect.poll(() => headerBalance(page)).toBe(afterSweep - 50 + (bullWon ? 100 : 0));
  await page.screenshot({ path: `${ARTIFACTS}/crash-e2e-bull-phone.png` });
});
