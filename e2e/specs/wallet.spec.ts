import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { gotoSubscribed, loginToken, reportDeposit, signUpVerified } from '../players';

const ARTIFACTS = 'artifacts';
const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };
/** A well-formed bech32 address outside the casino (the withdrawals' receiving address). */
const RECEIVING_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

/** A euro amount as shown ("€1,234.56") in cents. */
function toCents(text: string): number {
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

/** The header balance as text ("€12.34"). */
async function readHeaderBalance(page: Page): Promise<string> {
  const text = (await page.getByTestId('header-balance').textContent()) ?? '';
  return text.replace(/^.*:\s*/, '').trim();
}

async function openWallet(page: Page, tab?: 'deposits' | 'withdraw' | 'onramper' | 'tips') {
  await page.getByTestId('wallet-button').click();
  const dialog = page.getByTestId('wallet-dialog');
  await expect(dialog).toBeVisible();
  if (tab) await dialog.locator(`[role="tab"][data-tab="${tab}"]`).click();
  return dialog;
}

async function requestWithdrawal(page: Page, amount: string) {
  const dialog = await openWallet(page, 'withdraw');
  await dialog.locator('[data-testid="withdraw-coins"] button[data-coin="BTC"]').click();
  const form = dialog.getByTestId('withdraw-form');
  await form.locator('[name="wallet_address"]').fill(RECEIVING_ADDRESS);
  await form.locator('[name="amount"]').fill(amount);
  await expect(form.getByTestId('withdraw-submit')).toBeEnabled();
  await form.getByTestId('withdraw-submit').click();
  await expect(dialog.getByTestId('withdraw-alert')).toHaveText('Withdrawal request pending');
  // spec §5: the dialog toggles closed after the message.
  await expect(dialog).toBeHidden({ timeout: 5_000 });
}

test('a player deposits, withdraws, cancels, tips and reads every wallet list', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  const stamp = Date.now();
  const email = `wallet.${stamp}@example.com`;
  const password = 'wallet password 1';

  // Sign up (EUR by default) and verify the e-mail: deposits and withdrawals need it.
  await signUpVerified(page, { name: 'Wallet Tester One', email, password });

  // The second player, who receives the tip, registers through the API in the same currency.
  const friend = `Tip Receiver ${stamp}`;
  const registered = await request.post('/api/register', {
    data: {
      name: friend,
      email: `friend.${stamp}@example.com`,
      password,
      password_confirmation: password,
      currency: 'EUR',
      terms: true,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);

  await page.goto('/');
  await expect(page.getByTestId('header-balance')).toContainText('€0.00');

  // Wallet menu: balance and bonus balance; the crypto list and the switch start off.
  await page.getByTestId('wallet-menu-trigger').click();
  const menu = page.getByTestId('wallet-menu-content');
  await expect(menu).toBeVisible();
  await expect(menu.locator('[data-row]')).toHaveCount(2);
  await expect(page.getByTestId('wallet-menu-crypto')).toHaveCount(0);
  const hideZero = page.getByTestId('wallet-menu-hide-zero');
  await expect(hideZero).toHaveAttribute('aria-checked', 'false');
  await hideZero.click();
  await expect(hideZero).toHaveAttribute('aria-checked', 'true');
  await expect(menu.locator('[data-row]')).toHaveCount(0);
  await page.getByTestId('wallet-menu-crypto-toggle').click();
  await expect(page.getByTestId('wallet-menu-crypto').locator('[data-coin="BTC"]')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/wallet-menu-desktop.png` });
  // A coin of the list opens the dialog on that coin's deposit step.
  await page.getByTestId('wallet-menu-crypto').locator('[data-coin="BTC"]').click();

  // Deposit step 2: QR code (250 px wide) and the personal address, with the calculator.
  const dialog = page.getByTestId('wallet-dialog');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/wallet=deposits&coin=BTC/);
  const qr = dialog.getByTestId('deposit-qr');
  await expect(qr).toBeVisible();
  // Demo mode: the address comes from the public test keys, and says so next to the QR code.
  await expect(dialog.getByTestId('deposit-demo-warning')).toContainText('do not send funds');
  await page.screenshot({ path: `${ARTIFACTS}/deposit-demo-warning.png` });
  // Measured once the dialog's open animation (a zoom) has settled.
  await expect.poll(async () => (await qr.boundingBox())?.width).toBe(250);
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  const address = (await dialog.getByTestId('deposit-address').textContent())?.trim() ?? '';
  expect(address).toMatch(/^(bc1|[13]|tb1)/);
  await expect(dialog.getByTestId('deposit-calculator-amount')).toHaveValue('100');
  await expect(dialog.getByTestId('deposit-conversion-amount')).toHaveText(/^\d+\.\d+$/);
  const at100 = (await dialog.getByTestId('deposit-conversion-amount').textContent()) ?? '';
  await expect(dialog).toContainText('The rate may vary until the deposit is received.');
  await dialog.getByTestId('deposit-calculator-amount').fill('50');
  await expect(dialog).toContainText('The minimum is €100.00');
  await dialog.getByTestId('deposit-calculator-amount').fill('250');
  await expect(dialog.getByTestId('deposit-conversion-amount')).toHaveText(/^\d+\.\d+$/);
  // The equivalent of 250, not the one of 100 still shown while the new rate loads.
  await expect(dialog.getByTestId('deposit-conversion-amount')).not.toHaveText(at100);
  await page.screenshot({ path: `${ARTIFACTS}/wallet-deposit-desktop.png` });

  // "Already sent it?": the amount follows the calculator; Deposit waits for the transaction id.
  const declare = dialog.getByTestId('declare-deposit-form');
  const sentAmount = declare.locator('[name="sent_amount"]');
  const declareSubmit = declare.getByTestId('declare-deposit-submit');
  await expect(async () => {
    const shown = (await dialog.getByTestId('deposit-conversion-amount').textContent()) ?? '';
    expect(shown).toMatch(/^\d+\.\d+$/);
    await expect(sentAmount).toHaveValue(shown, { timeout: 1_000 });
  }).toPass();
  const declaredAmount = await sentAmount.inputValue();
  await expect(declareSubmit).toBeDisabled();
  const declaredTxid = randomBytes(32).toString('hex');
  await declare.locator('[name="reference_number"]').fill(declaredTxid);
  await expect(declareSubmit).toBeEnabled();
  await sentAmount.fill('0');
  await expect(declareSubmit).toBeDisabled();
  await sentAmount.fill(declaredAmount);
  await declareSubmit.click();
  await expect(declare.getByTestId('declare-deposit-alert')).toHaveText(
    'Your deposit is recorded; it is credited once it is confirmed.',
  );
  await expect(declare.locator('[name="reference_number"]')).toHaveValue('');
  await expect(declareSubmit).toBeDisabled();
  await declare.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/wallet-deposit-declare-desktop.png` });
  await dialog.getByTestId('wallet-back').click();
  await expect(dialog.getByTestId('deposit-coins')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/wallet-coins-desktop.png` });

  // The declared deposit waits under Pending deposits until the gateway reports its txid.
  await gotoSubscribed(page, '/settings/wallet');
  const pendingDeposits = page.getByTestId('pending-deposits');
  await expect(pendingDeposits.getByTestId('transaction-row')).toHaveCount(1);
  await expect(pendingDeposits).toContainText(declaredTxid);
  await expect(pendingDeposits).toContainText(declaredAmount);
  const matched = await reportDeposit(request, {
    address,
    txid: declaredTxid,
    amount: declaredAmount,
    confirmations: 20,
  });
  expect(matched.deposit.credited).toBe(true);
  // The header balance follows without a reload (WALLET_BALANCE over the websocket), and the
  // deposit's notification shows in the snackbar.
  await expect.poll(async () => toCents(await readHeaderBalance(page))).toBeGreaterThan(0);
  await expect(page.getByTestId('notification-snackbar')).toContainText('Your deposit of 0.');
  const declaredCredit = toCents(await readHeaderBalance(page));
  await page.reload();
  await expect(page.getByTestId('pending-deposits-empty')).toBeVisible();

  // The gateway reports a deposit nobody declared, with enough confirmations: it is credited.
  await page.goto('/?wallet=deposits');
  await expect(page.getByTestId('wallet-dialog')).toBeVisible();
  const { deposit } = await reportDeposit(request, {
    address,
    amount: '0.005',
    confirmations: 20,
  });
  expect(deposit.credited).toBe(true);

  // The open dialog survives a reload (its tab is in the URL) and the balance is the new one.
  await page.reload();
  await expect(page.getByTestId('wallet-dialog')).toBeVisible();
  await expect(page.getByTestId('wallet-dialog')).toHaveAttribute('data-tab', 'deposits');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('wallet-dialog')).toBeHidden();
  await expect(page).not.toHaveURL(/wallet=/);
  const funded = await readHeaderBalance(page);
  expect(toCents(funded)).toBeGreaterThan(declaredCredit);

  // Withdraw: only coins allowing withdrawals; the client checks before anything is sent.
  const withdraw = await openWallet(page, 'withdraw');
  await withdraw.locator('[data-testid="withdraw-coins"] button[data-coin="BTC"]').click();
  const form = withdraw.getByTestId('withdraw-form');
  await expect(form.locator('[name="amount"]')).toHaveValue('20');
  await expect(form.getByTestId('withdraw-submit')).toBeDisabled();
  await form.locator('[name="wallet_address"]').fill(RECEIVING_ADDRESS);
  await form.locator('[name="amount"]').fill('10');
  await expect(form).toContainText('Min withdrawal request is 20 EUR');
  await expect(form.getByTestId('withdraw-submit')).toBeDisabled();
  await form.locator('[name="amount"]').fill('1000000');
  await expect(form).toContainText('Withdrawal request exceeding your balance');
  await form.locator('[name="amount"]').fill('20');
  await expect(form.getByTestId('withdraw-submit')).toBeEnabled();
  await expect(withdraw.getByTestId('withdraw-conversion-amount')).toHaveText(/^\d+\.\d+$/);
  await expect(form).toContainText('A gas/transaction fee is deducted from the total.');
  await page.screenshot({ path: `${ARTIFACTS}/wallet-withdraw-desktop.png` });
  // A server refusal comes back in the server's words.
  await form.locator('[name="wallet_address"]').fill('not-a-bitcoin-address');
  await form.getByTestId('withdraw-submit').click();
  await expect(withdraw.getByTestId('withdraw-alert')).toHaveAttribute('data-tone', 'error');
  await page.keyboard.press('Escape');

  await requestWithdrawal(page, '20');
  await expect.poll(() => readHeaderBalance(page)).not.toBe(funded);
  const afterWithdrawal = await readHeaderBalance(page);

  // Cancel it from /settings/wallet: the money comes back.
  await page.goto('/settings/wallet');
  const pendingWithdrawals = page.getByTestId('pending-withdrawals');
  await expect(pendingWithdrawals.getByTestId('transaction-row')).toHaveCount(1);
  await pendingWithdrawals.getByTestId('cancel-withdrawal').click();
  await expect(page.getByTestId('auth-alert')).toHaveText('Your withdrawal has been cancelled.');
  await expect(page.getByTestId('pending-withdrawals-empty')).toBeVisible();
  await expect.poll(() => readHeaderBalance(page)).toBe(funded);
  expect(afterWithdrawal).not.toBe(funded);

  // Two more withdrawals for the back office: one approved, one rejected (admin API).
  await requestWithdrawal(page, '25');
  await requestWithdrawal(page, '20');
  const adminToken = await loginToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const auth = { Authorization: `Bearer ${adminToken}` };
  const list = await request.get('/api/admin/withdrawals?status=pending', { headers: auth });
  expect(list.ok(), await list.text()).toBe(true);
  const { withdrawals } = (await list.json()) as {
    withdrawals: { uuid: string; amount: number; user: { email: string } }[];
  };
  const mine = withdrawals.filter((withdrawal) => withdrawal.user.email === email);
  expect(mine).toHaveLength(2);
  const toApprove = mine.find((withdrawal) => withdrawal.amount === 2_500)!;
  const toReject = mine.find((withdrawal) => withdrawal.amount === 2_000)!;
  const approved = await request.post(`/api/admin/withdrawals/${toApprove.uuid}/approve`, {
    headers: auth,
    data: { txid: randomBytes(32).toString('hex') },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  const rejected = await request.post(`/api/admin/withdrawals/${toReject.uuid}/reject`, {
    headers: auth,
    data: { reason: 'Receiving address failed screening' },
  });
  expect(rejected.ok(), await rejected.text()).toBe(true);

  // Tip the second player by name.
  await page.goto('/');
  const tips = await openWallet(page, 'tips');
  const tipForm = tips.getByTestId('tip-form');
  await tipForm.locator('[name="recipient"]').fill('Nobody By This Name');
  await tipForm.locator('[name="amount"]').fill('5');
  await tipForm.getByTestId('tip-submit').click();
  await expect(tips.getByTestId('tip-alert')).toHaveText('No player with this name was found.');
  await tipForm.locator('[name="recipient"]').fill(friend);
  await tipForm.locator('[name="amount"]').fill('5');
  await tipForm.getByTestId('tip-submit').click();
  await expect(tips.getByTestId('tip-alert')).toHaveText('Your tip has been sent.');
  await expect(tipForm.locator('[name="recipient"]')).toHaveValue('');
  await page.screenshot({ path: `${ARTIFACTS}/wallet-tip-desktop.png` });

  // Buy Crypto: the widget, or a clear notice when the operator configured none.
  await tips.locator('[role="tab"][data-tab="onramper"]').click();
  await expect(page).toHaveURL(/wallet=onramper/);
  const buy = page.getByTestId('buy-crypto');
  await expect(buy).toContainText('Buy your Crypto in just one click');
  await expect(
    buy.getByTestId('buy-crypto-frame').or(buy.getByTestId('buy-crypto-unavailable')),
  ).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/wallet-buy-crypto-desktop.png` });
  await page.keyboard.press('Escape');

  // /settings/transactions: the wallet list has every movement; games and bonus are empty.
  await page.goto('/settings/transactions');
  const walletList = page.getByTestId('transactions-wallet');
  await expect(walletList.locator('[data-type="deposit"][data-status="confirmed"]')).toHaveCount(2);
  await expect(walletList.locator('[data-type="withdrawal"]')).toHaveCount(3);
  await expect(walletList.locator('[data-type="withdrawal"][data-status="cancelled"]')).toHaveCount(
    1,
  );
  await expect(walletList.locator('[data-type="withdrawal"][data-status="rejected"]')).toHaveCount(
    1,
  );
  await expect(walletList.locator('[data-type="tip_sent"]')).toHaveCount(1);
  await expect(walletList).toContainText('0.005 BTC');
  await expect(walletList).toContainText(/\d{4}-\d{2}-\d{2} - \d{2}:\d{2}:\d{2}/);
  await page.screenshot({ path: `${ARTIFACTS}/wallet-transactions-desktop.png`, fullPage: true });
  await page.locator('nav a[data-tab="game"]').click();
  await expect(page.getByTestId('transactions-game-empty')).toBeVisible();
  await page.locator('nav a[data-tab="bonus"]').click();
  await expect(page.getByTestId('transactions-bonus-empty')).toBeVisible();

  // /settings/wallet: balances, coins with deposit buttons, nothing pending any more.
  await page.goto('/settings/wallet');
  await expect(page.getByTestId('wallet-balances').locator('[data-balance]')).toHaveCount(3);
  await expect(page.getByTestId('pending-deposits-empty')).toBeVisible();
  await expect(page.getByTestId('pending-withdrawals-empty')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/wallet-settings-desktop.png`, fullPage: true });
  await page
    .getByTestId('wallet-coins')
    .locator('[data-coin="LTC"] [data-testid="coin-deposit"]')
    .click();
  await expect(page.getByTestId('deposit-step')).toHaveAttribute('data-coin', 'LTC');
  await page.keyboard.press('Escape');

  // A deposit seen by the gateway but not yet confirmed waits in the pending list.
  const unconfirmed = await reportDeposit(request, { address, amount: '0.001', confirmations: 0 });
  expect(unconfirmed.deposit.credited).toBe(false);
  await page.reload();
  await expect(page.getByTestId('pending-deposits').getByTestId('transaction-row')).toHaveCount(1);

  // Phone width: the same pages and the dialog as a bottom sheet.
  const phone = await browser.newContext({
    viewport: MOBILE,
    storageState: await page.context().storageState(),
  });
  const mobile = await phone.newPage();
  await mobile.goto('/settings/wallet');
  await mobile.screenshot({ path: `${ARTIFACTS}/wallet-settings-mobile.png`, fullPage: true });
  await mobile.goto('/settings/transactions');
  await mobile.screenshot({ path: `${ARTIFACTS}/wallet-transactions-mobile.png` });
  await mobile.goto('/?wallet=deposits');
  const sheet = mobile.getByTestId('wallet-dialog');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('deposit-coins').locator('button')).not.toHaveCount(0);
  await mobile.screenshot({ path: `${ARTIFACTS}/wallet-coins-mobile.png` });
  await sheet.locator('[data-testid="deposit-coins"] button[data-coin="BTC"]').click();
  await expect(sheet.getByTestId('deposit-qr')).toBeVisible();
  await mobile.screenshot({ path: `${ARTIFACTS}/wallet-deposit-mobile.png` });
  await sheet.locator('[role="tab"][data-tab="withdraw"]').click();
  await sheet.locator('[data-testid="withdraw-coins"] button[data-coin="BTC"]').click();
  await mobile.screenshot({ path: `${ARTIFACTS}/wallet-withdraw-mobile.png` });
  await mobile.keyboard.press('Escape');
  await mobile.getByTestId('wallet-menu-trigger').click();
  await mobile.getByTestId('wallet-menu-crypto-toggle').click();
  await mobile.screenshot({ path: `${ARTIFACTS}/wallet-menu-mobile.png` });
  await phone.close();
});
