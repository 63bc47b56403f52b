import { expect, test } from '@playwright/test';
import { generateSync } from 'otplib';
import { playerAddress, signUpVerified } from '../players';

const ARTIFACTS = 'artifacts';

test.use(playerAddress(30));

/** The authenticator app's code for `secret` (base32) at `at`: RFC 6238, 30 s, 6 digits. */
function codeAt(secret: string, at: Date): string {
  return generateSync({ secret, epoch: Math.floor(at.getTime() / 1000), period: 30, digits: 6 });
}

/**
 * Issue 18 point 1 as a player lives it: turn two-factor authentication on at
 * /settings/security with a code the test computes from the shown key (as an authenticator app
 * would), keep the recovery codes, log out, and log in again with the password and a code.
 */
test('a player turns on two-factor authentication, logs out, and logs in with a code', async ({
  page,
}) => {
  const stamp = Date.now();
  const player = {
    name: `Guarded Player ${stamp}`,
    email: `guarded.${stamp}@example.com`,
    password: 'guarded password 1',
  };
  await signUpVerified(page, player);

  await page.goto('/settings/security');
  await expect(page.getByTestId('two-factor-status')).toHaveText('Off');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByTestId('two-factor-qr')).toBeVisible();
  const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(
    /\s/g,
    '',
  );
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.screenshot({ path: `${ARTIFACTS}/two-factor-setup.png`, fullPage: true });

  // A wrong code is refused under the field; the key scanned stays the same.
  const enable = page.getByTestId('two-factor-enable-form');
  await enable.locator('[name="code"]').fill('000000');
  await enable.getByRole('button').click();
  await expect(enable).toContainText(/code/i);
  await expect(page.getByTestId('two-factor-status')).toHaveText('Off');

  await enable.locator('[name="code"]').fill(codeAt(secret, new Date()));
  await enable.getByRole('button').click();
  const codes = page.getByTestId('recovery-codes');
  await expect(codes.locator('li')).toHaveCount(10);
  await expect(page.getByTestId('recovery-codes-warning')).toBeVisible();
  await expect(page.getByTestId('two-factor-status')).toHaveText('On');
  await page.screenshot({ path: `${ARTIFACTS}/two-factor-recovery-codes.png`, fullPage: true });

  // Log out through the account menu, then in again: the password, then the code.
  await page.getByTestId('account-menu').click();
  await page.getByTestId('account-menu-logout').click();
  await expect(page).toHaveURL(/\/login$/);
  const login = page.getByTestId('login-form');
  await login.locator('[name="email"]').fill(player.email);
  await login.locator('[name="password"]').fill(player.password);
  await login.locator('button[type="submit"]').click();
  const second = page.getByTestId('two-factor-form');
  await expect(second).toBeVisible();
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
  // The enrolment used this step's code (each step works once): the next step's is in window.
  await second.locator('[name="code"]').fill(codeAt(secret, new Date(Date.now() + 30_000)));
  await page.screenshot({ path: `${ARTIFACTS}/two-factor-login.png` });
  await second.getByRole('button').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('account-menu')).toBeVisible();
});
