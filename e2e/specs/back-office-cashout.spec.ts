import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signUpFunded } from '../crash-play';
import { E2E_ADMIN } from '../playwright.config';
import { loginToken, playerAddress } from '../players';
import { signInStaff, STAFF_DESKTOP } from '../staff';

const ARTIFACTS = 'artifacts';
/** A well-formed bech32 address outside the casino (the player's own, given to support). */
const PLAYER_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

test.use(playerAddress(27));

/**
 * Issue 17, an operator's day without the CLI: the admin adds a finance colleague in
 * /admin/staff, closes a player's account on the player's request (blocked) and queues the
 * payout of its cash to the player's address; the admin may not approve their own cash-out,
 * the colleague does, and the audit trail has both steps.
 */
test('an admin closes an account and pays out its cash; a finance colleague they added approves it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  await page.setViewportSize(STAFF_DESKTOP);
  const player = await signUpFunded(page, request, 'Closing');
  const token = await loginToken(request, player.email, player.password);
  const me = await request.get('/api/user', { headers: { authorization: `Bearer ${token}` } });
  const playerId = ((await me.json()) as { user: { id: number } }).user.id;

  // The admin adds a finance colleague in the console.
  const owner = await signInStaff(browser, E2E_ADMIN, 28);
  const admin = owner.page;
  await admin.goto('/admin/staff');
  const finance = {
    email: `fin.${stamp}@e2e.casino.test`,
    password: 'finance colleague e2e',
    name: `Felix Finance ${stamp}`,
  };
  const create = admin.getByTestId('staff-create-form');
  await create.getByLabel('E-mail').fill(finance.email);
  await create.getByLabel('Name').fill(finance.name);
  await create.getByLabel('Password').fill(finance.password);
  await create.getByLabel('Role').selectOption('finance');
  await create.getByRole('button').click();
  await expect(admin.getByText(`${finance.name} can now sign in as Finance.`)).toBeVisible();
  await expect(admin.getByTestId('staff-table')).toContainText(finance.email);
  await expect(create.getByLabel('Role')).not.toHaveValue('');
  await admin.screenshot({ path: `${ARTIFACTS}/admin-staff.png`, fullPage: true });

  // The player asked for their account to be closed: blocked, then their cash paid out.
  await admin.goto(`/admin/players/${playerId}`);
  const block = admin.getByTestId('block-form');
  await block.locator('[name="reason"]').fill('Account closed at the player’s request');
  await block.getByRole('button').click();
  await expect(admin.getByTestId('access-blocked')).toBeVisible();
  const cashout = admin.getByTestId('cashout-form');
  await cashout.locator('[name="wallet_address"]').fill(PLAYER_ADDRESS);
  await cashout.locator('[name="amount"]').fill('25');
  await cashout.locator('[name="reason"]').fill('Closing the account: all cash to the player');
  await cashout.getByRole('button').click();
  const done = admin.getByTestId('cashout-done');
  await expect(done).toContainText('Another staff member must approve it.');
  await expect(admin.getByTestId('player-balances')).toContainText('€25.00');
  // Emptied for the next one, with a coin still chosen.
  await expect(cashout.locator('[name="entity_wallet_id"]')).not.toHaveValue('');
  await admin.screenshot({ path: `${ARTIFACTS}/admin-player-cashout.png`, fullPage: true });

  // The admin asked for it, so the console does not offer them its approval.
  await done.getByRole('link').click();
  await expect(admin).toHaveURL(/\/admin\/withdrawals\/[0-9a-f-]{36}$/);
  const uuid = admin.url().split('/').pop()!;
  await expect(admin.getByTestId('requested-by')).toContainText(E2E_ADMIN.name);
  await expect(admin.getByTestId('you-requested')).toBeVisible();
  await expect(admin.getByTestId('approve-form')).toHaveCount(0);

  // The colleague approves it with the on-chain transaction id.
  const colleague = await signInStaff(browser, finance, 28);
  await colleague.page.goto(`/admin/withdrawals/${uuid}`);
  const approve = colleague.page.getByTestId('approve-form');
  await approve.locator('[name="txid"]').fill(randomBytes(32).toString('hex'));
  await approve.getByRole('button').click();
  await expect(colleague.page.getByTestId('withdrawal-status')).toHaveText('Confirmed');
  await colleague.page.screenshot({ path: `${ARTIFACTS}/admin-cashout-approved.png` });
  await colleague.context.close();

  // The trail: the admin's request with its reason, the colleague's approval.
  await admin.goto(`/admin/audit?target_type=withdrawal&target_id=${uuid}`);
  const entries = admin.getByTestId('audit-table').locator('tr[data-entry]');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('withdrawal.approve');
  await expect(entries.nth(0)).toContainText(finance.name);
  await expect(entries.nth(1)).toContainText('withdrawal.request');
  await expect(entries.nth(1)).toContainText(E2E_ADMIN.name);
  await owner.context.close();
});
