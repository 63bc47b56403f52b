import { expect, test } from '@playwright/test';

const ARTIFACTS = 'artifacts';

test.describe('web shell', () => {
  test('landing page renders server-side with real data and the chrome', async ({
    page,
    request,
  }) => {
    // The HTML itself carries the content: server-side rendering, not a client-only shell.
    const html = await (await request.get('/')).text();
    expect(html).toContain('data-testid="site-header"');
    expect(html).toContain('Privacy Policy');

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toContainText('Responsible Gaming');
    // What the site says it accepts comes from the coin table (all eight take deposits in demo
    // mode) and no on-ramp is configured here: no coin it cannot take, no card marks.
    const footer = page.getByTestId('site-footer');
    for (const coin of ['Bitcoin', 'Ethereum', 'Monero', 'Dash']) {
      await expect(footer).toContainText(coin);
    }
    await expect(footer).not.toContainText('Cardano');
    await expect(footer).not.toContainText('Visa');
    await expect(
      page.locator('dl div').filter({ hasText: 'Cryptocurrencies' }).locator('dd'),
    ).toHaveText('8');
    await expect(page.getByTestId('bottom-bar')).toBeHidden();
    // APP_MODE=demo (the default): the Demo marker beside the logo, explained on hover.
    const demoBadge = page.getByTestId('site-header').getByTestId('demo-badge');
    await expect(demoBadge).toBeVisible();
    await expect(demoBadge).toHaveAttribute('title', 'Demo casino: play money, public test keys');
    await page.getByTestId('site-header').screenshot({ path: `${ARTIFACTS}/header-demo.png` });
    await page.screenshot({ path: `${ARTIFACTS}/landing-desktop.png`, fullPage: true });

    // spec §9: the next page fades in over 0.2 s. Chromium plays animations a hundred times
    // slower here, so the running one can be read before it ends.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.01 });
    await footer.locator('a[href="/policies/responsible-gaming"]').first().click();
    await expect(page).toHaveURL(/\/policies\/responsible-gaming$/);
    await expect
      .poll(() =>
        page
          .locator('main')
          .evaluate((main) =>
            main.getAnimations().map((animation) => animation.effect?.getTiming().duration),
          ),
      )
      .toContain(200);
  });

  test('fetches the pages of the links on screen after 2 s of idle time, not on 2g', async ({
    page,
    context,
  }) => {
    // spec §9 idle link prefetch: nothing is fetched ahead until the page has been idle 2 s.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const loadedAt = Date.now();
    const ahead = page.locator('link[rel="prefetch"][href^="/casino"]');
    await expect(ahead.first()).toBeAttached({ timeout: 10_000 });
    expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(1_900);

    // On a 2g connection (what Chromium's Network Information API then reports) it is skipped.
    const slow = await context.newPage();
    await slow.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', {
        value: { effectiveType: '2g', saveData: false },
      }),
    );
    await slow.setViewportSize({ width: 1440, height: 900 });
    await slow.goto('/');
    await slow.waitForTimeout(3_500);
    await expect(slow.locator('link[rel="prefetch"]')).toHaveCount(0);
    await slow.close();
  });

  test('switches to Spanish and back, keeping the choice in a cookie', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-option-es').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    // Data from the API comes back translated too (footer pages).
    await expect(page.getByTestId('site-footer')).toContainText('Política de privacidad');
    const cookie = (await context.cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('es');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);
    await page.screenshot({ path: `${ARTIFACTS}/landing-es.png` });

    // The choice survives a reload (server render reads the cookie).
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-option-en').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('site-footer')).toContainText('Privacy Policy');
  });

  test('an unknown route shows the 404 page with a go-home button', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    const errorPage = page.getByTestId('error-page');
    await expect(errorPage).toContainText('This page could not be found');
    await expect(errorPage).toContainText('Sorry, page not found!');
    await page.screenshot({ path: `${ARTIFACTS}/not-found.png` });
    await errorPage.getByRole('link', { name: 'Go to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('at 375 px the mobile bottom bar shows and opens the drawers', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const bar = page.getByTestId('bottom-bar');
    await expect(bar).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}/landing-mobile.png` });
    await bar.getByRole('button', { name: /menu/i }).click();
    const drawer = page.getByTestId('left-drawer');
    await expect(drawer).toBeVisible();
    // Categories flagged in_menu link to /category/{slug}.
    await expect(drawer.locator('a[href="/category/slots"]')).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}/left-drawer-mobile.png` });
  });

  test('guards: visitors are sent from the account area to /login', async ({ page }) => {
    await page.goto('/settings/profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('API answers JSON 404 for unknown paths and serves its docs', async ({ request }) => {
    const missing = await request.get('/api/nope', { headers: { 'accept-language': 'es' } });
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({
      message: 'La ruta de la API solicitada no existe.',
      code: 'ROUTE_NOT_FOUND',
    });
    const docs = await request.get('/api/docs');
    expect(docs.status()).toBe(200);
    const health = await request.get('/api/health');
    expect(await health.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });
  });
});
