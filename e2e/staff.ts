import { expect, type Browser } from '@playwright/test';
import { playerAddress } from './players';

/** The back office is desktop first (issue 17). */
export const STAFF_DESKTOP = { width: 1440, height: 960 };

/**
 * A staff member signs in through the players' login, in a browser of their own, from the
 * address `address` (players.ts playerAddress: each spec keeps its own).
 */
export async function signInStaff(
  browser: Browser,
  account: { email: string; password: string },
  address: number,
) {
  const context = await browser.newContext({
    viewport: STAFF_DESKTOP,
    ...playerAddress(address),
  });
  const page = await context.newPage();
  await page.goto('/login');
  const form = page.getByTestId('login-form');
  await form.locator('[name="email"]').fill(account.email);
  await form.locator('[name="password"]').fill(account.password);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/$/);
  return { context, page };
}
