import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { BASE_URL, E2E_DATA_DIR } from '../playwright.config';
import { gotoSubscribed, loginToken, signUpVerified, playerAddress } from '../players';
import { QUICK_REELS, findGame, studioRounds } from '../provider-play';

test.use(QUICK_REELS);

const ARTIFACTS = 'artifacts';
const DESKTOP = { width: 1280, height: 900 };
const run = promisify(execFile);

async function fundsOf(request: APIRequestContext, token: string) {
  const response = await request.get('/api/user', {
    headers: { authorization: `Bearer ${token}` },
  });
  return (
    (await response.json()) as {
      user: { id: number; balance: number; w_balance: number; w_bonus_balance: number };
    }
  ).user;
}

// This journey's player signs up from an address of their own (players.ts).
test.use(playerAddress(21));

/**
 * Issue 16's free spins, as an operator and a player see them: the operator creates three free
 * spins on the demo studio's slot beside the running server (`bonus:create --kind free-spins`);
 * the player claims them at /settings/bonus and follows its Play link; the studio's page offers
 * the spins and plays them through the seamless wallet's free rounds without touching the
 * player's money; with no wagering asked, what they won ends as withdrawable cash.
 */
test('a player claims free spins, plays them on the studio’s slot and keeps what they won', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  const stamp = Date.now();
  const player = {
    name: `Spins Player ${stamp}`,
    email: `spins.${stamp}@example.com`,
    password: 'spins password 1',
  };
  await signUpVerified(page, player);
  const token = await loginToken(request, player.email, player.password);

  // The operator's offer, made beside the running server.
  const slot = await findGame(request, 'Fruit Fiesta (demo)');
  const message = `E2E offer: 3 free spins ${stamp} (test data)`;
  const created = await run(
    'node',
    [
      'dist/cli.js',
      'bonus:create',
      ...['--kind', 'free-spins', '--code', `e2e-spins-${stamp}`, '--currency', 'EUR'],
      ...['--message', message, '--spins', '3', '--spin-value', '0.20'],
      ...['--game-id', String(slot.game_id), '--wagering', '0', '--days', '3'],
    ],
    {
      cwd: '../apps/server',
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: E2E_DATA_DIR, APP_URL: BASE_URL },
    },
  );
  expect(JSON.parse(created.stdout)).toMatchObject({ bonus_key: 'FREE_SPINS', free_spins: 3 });

  // /settings/bonus lists them with their game; claimed, they can be played.
  await gotoSubscribed(page, '/settings/bonus');
  const banner = page
    .getByTestId('bonus-list')
    .getByTestId('bonus-banner')
    .filter({ hasText: message });
  await expect(banner).toHaveAttribute('data-state', 'available');
  await expect(banner.getByTestId('bonus-free-spins')).toHaveText(
    '3 of 3 free spins left, €0.20 each, on Fruit Fiesta (demo)',
  );
  await banner.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByTestId('notification-snackbar')).toContainText('Your bonus is active.');
  await expect(banner).toHaveAttribute('data-state', 'running');
  await page.screenshot({ path: `${ARTIFACTS}/free-spins-claimed.png`, fullPage: true });
  const before = await fundsOf(request, token);
  expect(before).toMatchObject({ balance: 0, w_balance: 0, w_bonus_balance: 0 });

  // The Play link opens the slot for real money; the studio offers the three spins.
  await banner.getByRole('link', { name: 'Play' }).click();
  await expect(page).toHaveURL(new RegExp(`/casino/${slot.game_id}$`));
  await expect(page.getByTestId('game-frame')).toHaveAttribute('data-mode', 'real', {
    timeout: 20_000,
  });
  const studio = page.frameLocator('[data-testid="game-frame"]');
  await expect(studio.getByTestId('slot-free-rounds')).toBeVisible({ timeout: 20_000 });
  await expect(studio.getByTestId('slot-free-rounds-left')).toContainText('3');
  await page.screenshot({ path: `${ARTIFACTS}/free-spins-studio.png` });

  const result = studio.getByTestId('slot-win');
  for (const left of [2, 1, 0]) {
    const previous = await result.getAttribute('data-round-id');
    await studio.getByTestId('slot-spin').click();
    await expect
      .poll(async () => (await result.getAttribute('data-round-id')) ?? previous, {
        timeout: 30_000,
      })
      .not.toBe(previous);
    if (left > 0)
      await expect(studio.getByTestId('slot-free-rounds-left')).toContainText(`${left}`);
  }
  await expect(studio.getByTestId('slot-free-rounds')).toBeHidden();
  await page.screenshot({ path: `${ARTIFACTS}/free-spins-played.png` });

  // The studio recorded three free rounds of 0.20 for the player; what they won is theirs, as
  // cash (no wagering asked), and nothing of the player's own was staked.
  const rounds = (await studioRounds(request)).filter(
    (round) => round.user === String(before.id) && round.game_code === 'fruit-fiesta',
  );
  expect(rounds).toHaveLength(3);
  for (const round of rounds) expect(round).toMatchObject({ bet_amount: 20, status: 'settled' });
  const won = rounds.reduce((sum, round) => sum + (round.win_amount ?? 0), 0);
  await expect
    .poll(async () => (await fundsOf(request, token)).w_balance, { timeout: 15_000 })
    .toBe(won);
  expect(await fundsOf(request, token)).toMatchObject({ w_bonus_balance: 0, balance: won });

  await gotoSubscribed(page, '/settings/bonus');
  await expect(banner).toHaveAttribute('data-state', 'completed');
  await page.screenshot({ path: `${ARTIFACTS}/free-spins-completed.png`, fullPage: true });
});
