import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { signUpFunded } from '../crash-play';
import { BASE_URL, E2E_ADMIN, E2E_DATA_DIR } from '../playwright.config';
import { gotoSubscribed, loginToken, playerAddress } from '../players';
import { signInStaff, STAFF_DESKTOP } from '../staff';

const run = promisify(execFile);
const ARTIFACTS = 'artifacts';
/** A well-formed bech32 address outside the casino (the withdrawal's receiving address). */
const RECEIVING_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

test.use(playerAddress(25));

async function requestWithdrawal(page: Page, token: string, amount: number) {
  const coins = await page.request.post('/api/wallet/entity/wallets', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { wallets } = (await coins.json()) as { wallets: { id: number; short_code: string }[] };
  const btc = wallets.find((wallet) => wallet.short_code === 'BTC')!;
  const asked = await page.request.post('/api/wallet/request/withdrawal', {
    headers: { authorization: `Bearer ${token}` },
    data: { wallet_address: RECEIVING_ADDRESS, entity_wallet_id: btc.id, amount },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  return ((await asked.json()) as { transaction: { uuid: string } }).transaction.uuid;
}

test('a finance user approves a withdrawal in /admin, the player sees it live, the audit trail shows it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();

  // The operator makes a finance account with the CLI, beside the running server.
  const finance = {
    email: `finance.${stamp}@e2e.casino.test`,
    password: 'finance password e2e',
    name: `Fiona Finance ${stamp}`,
  };
  await run(
    'node',
    [
      'dist/cli.js',
      'user:create',
      ...['--role', 'finance', '--email', finance.email],
      ...['--password', finance.password, '--name', finance.name],
    ],
    {
      cwd: '../apps/server',
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: E2E_DATA_DIR, APP_URL: BASE_URL },
    },
  );

  // A funded player asks for a withdrawal of €25.00 and keeps their wallet page open.
  await page.setViewportSize(STAFF_DESKTOP);
  const player = await signUpFunded(page, request, 'Payout');
  const token = await loginToken(request, player.email, player.password);
  const uuid = await requestWithdrawal(page, token, 25);
  await gotoSubscribed(page, '/settings/wallet');
  const pending = page.getByTestId('pending-withdrawals');
  await expect(pending.getByTestId('transaction-row')).toHaveCount(1);

  // Finance: the dashboard, the queue (oldest first), the withdrawal with its player's context.
  const staff = await signInStaff(browser, finance, 26);
  const admin = staff.page;
  await admin.goto('/admin');
  await expect(admin.getByTestId('admin-nav')).toBeVisible();
  await expect(admin.getByTestId('pending-withdrawals-count')).not.toHaveText('0');
  // Finance's sections; it holds no audit.view, so the trail is not in its menu.
  await expect(admin.getByTestId('admin-nav').getByRole('link')).toHaveText([
    'Dashboard',
    'Withdrawals',
    'Players',
    'Cashback',
    'Coins',
    'Reports',
  ]);
  await admin.screenshot({ path: `${ARTIFACTS}/admin-dashboard-finance.png` });
  await admin.getByTestId('admin-nav').getByRole('link', { name: 'Withdrawals' }).click();
  const row = admin.getByTestId('withdrawals-table').locator(`tr[data-uuid="${uuid}"]`);
  await expect(row).toContainText(player.email);
  await expect(row).toContainText('€25.00');
  await expect(row.getByTestId('approvals')).toHaveText('0 of 1');
  await admin.screenshot({ path: `${ARTIFACTS}/admin-withdrawals-queue.png` });
  await row.getByRole('link').click();
  await expect(admin).toHaveURL(new RegExp(`/admin/withdrawals/${uuid}$`));
  await expect(admin.getByTestId('withdrawal-status')).toHaveText('Pending');
  await expect(admin.getByText(player.email)).toBeVisible();

  // A bad transaction id is refused with the contract's words and changes nothing.
  const approve = admin.getByTestId('approve-form');
  await approve.locator('[name="txid"]').fill('short');
  await approve.getByRole('button').click();
  await expect(approve).toContainText('Min 8 characters');
  await expect(admin.getByTestId('withdrawal-status')).toHaveText('Pending');

  const txid = randomBytes(32).toString('hex');
  await approve.locator('[name="txid"]').fill(txid);
  await approve.getByRole('button').click();
  await expect(admin.getByTestId('decision-alert')).toHaveText(
    'The withdrawal is approved and marked as sent.',
  );
  await expect(admin.getByTestId('withdrawal-status')).toHaveText('Confirmed');
  await admin.screenshot({ path: `${ARTIFACTS}/admin-withdrawal-approved.png` });

  // The player is told at once, without a reload: the notification and the emptied list.
  await expect(page.getByTestId('notification-snackbar')).toContainText(
    'Your withdrawal of €25.00 was sent.',
  );
  await expect(page.getByTestId('pending-withdrawals-empty')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/admin-player-sees-withdrawal.png` });
  await staff.context.close();

  // The admin reads the audit trail: finance's approval, from where, before and after.
  const owner = await signInStaff(browser, E2E_ADMIN, 26);
  await owner.page.goto(`/admin/audit?target_type=withdrawal&target_id=${uuid}`);
  const entries = owner.page.getByTestId('audit-table').locator('tr[data-entry]');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText(finance.name);
  await expect(entries.first()).toContainText('withdrawal.approve');
  await expect(entries.first()).toContainText('Finance');
  await entries.first().getByRole('button').click();
  await expect(owner.page.getByTestId('audit-table')).toContainText(txid);
  await owner.page.screenshot({ path: `${ARTIFACTS}/admin-audit-trail.png` });
  await owner.context.close();
});
