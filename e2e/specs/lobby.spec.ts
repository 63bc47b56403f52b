import { expect, test } from '@playwright/test';

const ARTIFACTS = 'artifacts';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test.describe('lobby in Spanish', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: 'es', url: baseURL ?? '' }]);
  });

  test('browse the tabs, search, see no results and reset', async ({ page, request }) => {
    // Server-rendered: the game names are in the HTML itself.
    const html = await (await request.get('/casino', { headers: { cookie: 'locale=es' } })).text();
    expect(html).toContain('Crash Bull');

    await page.goto('/casino');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByTestId('lobby-tabs')).toBeVisible();
    await expect(page.getByTestId('popular-carousel')).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}/lobby-es.png`, fullPage: true });

    await page.getByTestId('lobby-tab-original').click();
    await expect(page).toHaveURL(/tab=original/);
    const originals = page.getByTestId('game-card');
    await expect(originals.first()).toBeVisible();
    await expect(page.getByTestId('games-grid')).toContainText('Crash');
    await expect(page.getByTestId('games-grid')).not.toContainText('Fruit Fiesta');

    await page.getByTestId('lobby-tab-live_casino').click();
    await expect(page.getByTestId('games-grid')).toContainText('Live Blackjack Table');

    await page.goto('/casino');
    await page.getByTestId('lobby-search').fill('crash');
    await expect(page.getByTestId('search-results')).toContainText('Crash Sweep');
    await expect(page.getByTestId('search-results').getByTestId('game-card')).toHaveCount(3);

    await page.getByTestId('lobby-search').fill('zzz no such game');
    await expect(page.getByTestId('no-results')).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}/lobby-no-results-es.png` });
    await page.getByTestId('reset-search').click();
    await expect(page.getByTestId('lobby-search')).toHaveValue('');
    await expect(page.getByTestId('popular-carousel')).toBeVisible();
  });

  test('open a category, a provider and a game', async ({ page, request }) => {
    // spec §9 mobile detection by user agent: a phone's first render holds a phone's screen.
    const cardsServed = async (userAgent: string) => {
      const html = await (
        await request.get('/providers/Demo-Studio-(demo-content)', {
          headers: { 'user-agent': userAgent, cookie: 'locale=es' },
        })
      ).text();
      return html.match(/data-testid="game-card"/g)?.length ?? 0;
    };
    expect(await cardsServed(IPHONE)).toBe(12);
    expect(await cardsServed(DESKTOP)).toBeGreaterThan(20);

    await page.goto('/category/originals');
    await expect(page.getByTestId('games-grid')).toContainText('Crash Bull');
    await page.goto('/providers');
    await page.getByTestId('provider-tile').filter({ hasText: 'Demo Studio' }).click();
    await expect(page).toHaveURL(/\/providers\/Demo-Studio-\(demo-content\)$/);
    await expect(page.getByTestId('games-grid')).toContainText('Dragon Gold (demo)');
    // Dragon Gold launches now (the bundled demo studio); this table is still coming soon.
    await page.getByTestId('game-card').filter({ hasText: 'Live Blackjack Table (demo)' }).click();
    await expect(page.getByTestId('game-page')).toContainText('Live Blackjack Table (demo)');
    await expect(page.getByTestId('game-coming-soon')).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}/game-page-es.png` });
  });

  test('read a blog post, a promotion and a policy', async ({ page, request }) => {
    // The post titles arrive in the server-rendered HTML.
    const html = await (await request.get('/blog', { headers: { cookie: 'locale=es' } })).text();
    expect(html).toContain('data-testid="blog-list"');

    await page.goto('/blog');
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    await page.getByTestId('post-card').first().click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await expect(page.getByTestId('post-body').locator('h2').first()).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}/blog-post-es.png`, fullPage: true });

    await page.goto('/promotions');
    await expect(page.getByTestId('promotion-slider')).toBeVisible();
    await expect(page.getByTestId('promotions-grid')).toContainText('125%');
    // spec §9: the promotions carousel's cards are 280 x 350 px.
    const card = page.getByTestId('promotion-carousel').getByTestId('promotion-carousel-card');
    await expect(card.first()).toBeVisible();
    expect(await card.first().boundingBox()).toMatchObject({ width: 280, height: 350 });
    await page.screenshot({ path: `${ARTIFACTS}/promotions-es.png`, fullPage: true });

    await page.goto('/policies/responsible-gaming');
    await expect(page.locator('h1')).toContainText('Juego responsable');
    await expect(page.getByTestId('policy-body')).toContainText('plantilla de política');
    await expect(page.getByTestId('policy-menu')).toBeVisible();
    await page.goto('/policies/vip');
    await expect(page.getByTestId('vip-levels')).toContainText('Platino');
    await page.screenshot({ path: `${ARTIFACTS}/policy-vip-es.png`, fullPage: true });
    expect((await page.goto('/policies/no-such-policy'))?.status()).toBe(404);
  });

  test('home: slider, banners, provider logos and the live bets feed', async ({ page }) => {
    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByTestId('home-slider')).toBeVisible();
    await expect(page.getByTestId('banner-card')).toHaveCount(3);
    await expect(page.getByTestId('banner-grid')).toContainText('Bono de bienvenida del 125%');
    await expect(
      page.getByTestId('provider-strip').locator('a[href="/providers/Casino-Originals"]'),
    ).toBeVisible();
    // The feed in Spanish: its lists, and the bets settled so far (or, before any, a word saying
    // there are none yet).
    const feed = page.getByTestId('live-bets-feed');
    await expect(feed).toContainText('Apuestas en vivo');
    await expect(feed.locator('[role="tab"][data-tab="high"]')).toHaveText('Grandes apostadores');
    await expect(
      feed.getByTestId('live-bet-row').first().or(feed.getByTestId('live-bets-empty')),
    ).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}/home-es.png`, fullPage: true });

    await page.getByTestId('banner-card').first().click();
    await expect(page).toHaveURL(/\/promotions\/welcome-bonus-125$/);
  });
});
