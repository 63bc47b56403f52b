import { expect, test } from '@playwright/test';
import { PHONE } from '../crash-play';
import { QUICK_REELS, minorOf, openGame, studioRounds } from '../provider-play';

test.use(QUICK_REELS);

const ARTIFACTS = 'artifacts';

test('a visitor spins the demo slot in play money, and nothing moves at the casino', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const roundsBefore = (await studioRounds(request)).length;
  const feedBefore = await request.get('/api/livefeed').then((r) => r.json());

  // A visitor gets the demo straight away: the studio's play money, labelled as such.
  const studio = await openGame(page, request, 'Fruit Fiesta (demo)', 'demo');
  await expect(studio.getByTestId('studio-demo-label')).toBeVisible();
  const balance = studio.getByTestId('studio-balance');
  const start = minorOf(await balance.textContent());
  expect(start).toBe(100_000);

  const bet = Number(await studio.getByTestId('slot-bet').getAttribute('data-bet'));
  await studio.getByTestId('slot-spin').click();
  const win = studio.getByTestId('slot-win');
  await expect(win).toHaveAttribute('data-round-id', /.+/, { timeout: 20_000 });
  // The play-money balance moved by the stake and the win, on the studio's side only.
  const paid = minorOf(await win.textContent());
  await expect.poll(async () => minorOf(await balance.textContent())).toBe(start - bet + paid);
  await page.screenshot({ path: `${ARTIFACTS}/provider-demo-slot-phone.png` });

  // The casino heard nothing: the studio recorded no real-money round, the feed is unchanged,
  // and the visitor's page shows no balance at all.
  expect((await studioRounds(request)).length).toBe(roundsBefore);
  expect(await request.get('/api/livefeed').then((r) => r.json())).toEqual(feedBefore);
  await expect(page.getByTestId('game-balance')).toHaveCount(0);
});
