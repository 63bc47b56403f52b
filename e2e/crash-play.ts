import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { loginToken, reportDeposit, signUpVerified } from './players';

/** Steps the crash specs share: a funded player on a phone, and the header balance. */

/** Issue 12's "phone-sized screen". */
export const PHONE = { width: 360, height: 740 };

/** A euro amount as shown, always with two decimals ("€1,234.56"), in cents: its digits. */
export function toCents(text: string): number {
  return Number(text.replace(/[^\d]/g, ''));
}

export async function headerBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-balance').first().textContent()) ?? '';
  return toCents(text.replace(/^.*:\s*/, ''));
}

/**
 * Signs up a verified player in the browser and funds them with a simulated deposit: the
 * gateway's signed report of `btc` (0.001 unless told) to the player's own address.
 */
export async function signUpFunded(
  page: Page,
  request: APIRequestContext,
  label: string,
  btc = '0.001',
) {
  const stamp = Date.now();
  const player = {
    name: `${label} Player ${stamp}`,
    email: `${label.toLowerCase()}.${stamp}@example.com`,
    password: `${label.toLowerCase()} password 1`,
  };
  await signUpVerified(page, player);
  const token = await loginToken(request, player.email, player.password);
  const wallet = await request.post('/api/wallet/depositwallet', {
    data: { symbol: 'BTC' },
    headers: { authorization: `Bearer ${token}` },
  });
  const { address } = (await wallet.json()) as { address: string };
  const { deposit } = await reportDeposit(request, { address, amount: btc, confirmations: 20 });
  expect(deposit.credited).toBe(true);
  return player;
}
