import type { AdminWithdrawal, AuditEntry } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInStaff } from '../../../test/http';
import {
  useWalletApp,
  t,
  api,
  BTC_ADDRESS,
  verifiedPlayer,
  staffToken,
  user,
  depositBtc,
  btcId,
} from '../../../test/wallet';

useWalletApp();

/**
 * Issue 17: a blocked player cannot log in or bet, but their cash is still theirs: staff ask
 * for its withdrawal on their behalf, under the player's rules, and somebody else approves it.
 */
describe('staff cash-out of a blocked player', () => {
  async function blockedPlayerWithCash() {
    const player = await verifiedPlayer({ currency: 'USD' });
    await depositBtc(player, '0.001'); // 50.00 USD
    const coinId = await btcId(player.token);
    const { id } = await user(player.token);
    return { player, id, coinId };
  }
  const cashout = (id: number, token: string, body: Record<string, unknown>, key?: string) =>
    api.post(`/api/admin/players/${id}/withdrawals`, body, {
      token,
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    });

  it('pays out only a blocked account, on the player’s rules, and another staff member approves it', async () => {
    const { player, id, coinId } = await blockedPlayerWithCash();
    const finance = await signInStaff(t.runtime, api, 'finance', 'Fiona Finance');
    const admin = await staffToken('admin');
    const body = {
      wallet_address: BTC_ADDRESS,
      entity_wallet_id: coinId,
      amount: '30',
      reason: 'Account closed at the player’s request; paying out the cash',
    };

    const open = await cashout(id, finance.token, body);
    expect(open.status).toBe(409);
    expect(open.body).toMatchObject({
      code: 'PLAYER_NOT_BLOCKED',
      message:
        "Staff pay out only a blocked account's cash; an open account asks for its own withdrawals.",
    });
    expect((await cashout(id, await staffToken('support'), body)).status).toBe(403);
    expect((await cashout(999_999, finance.token, body)).body.code).toBe('PLAYER_NOT_FOUND');

    const blocked = await api.post(
      `/api/admin/players/${id}/block`,
      { reason: 'Self-exclusion asked by phone' },
      { token: admin },
    );
    expect(blocked.status).toBe(200);

    // The player's own rules, in the staff member's language.
    const small = await api.post(
      `/api/admin/players/${id}/withdrawals`,
      { ...body, amount: '19.99' },
      { token: finance.token, locale: 'es' },
    );
    expect(small.body.message).toBe('La solicitud de retiro mínima es de 20 USD');
    const badAddress = await cashout(id, finance.token, {
      ...body,
      wallet_address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3',
    });
    expect(badAddress.body.errors?.wallet_address).toEqual(['This is not a valid BTC address.']);
    expect((await cashout(id, finance.token, { ...body, amount: '50.01' })).body.code).toBe(
      'WITHDRAWAL_EXCEEDS_BALANCE',
    );
    expect((await cashout(id, finance.token, { ...body, reason: '' })).status).toBe(422);

    // Held and queued once, however often the call is replayed.
    const first = await cashout(id, finance.token, body, 'cashout-key-1');
    expect(first.status).toBe(200);
    const withdrawal = first.body.withdrawal as AdminWithdrawal;
    expect(withdrawal).toMatchObject({
      status: 'pending',
      amount: 3_000,
      currency: 'USD',
      user: { id },
      requested_by: { id: finance.id, name: 'Fiona Finance' },
    });
    const replay = await cashout(id, finance.token, body, 'cashout-key-1');
    expect((replay.body.withdrawal as AdminWithdrawal).uuid).toBe(withdrawal.uuid);
    const reused = await cashout(id, finance.token, { ...body, amount: '21' }, 'cashout-key-1');
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const balances = await api.get(`/api/admin/players/${id}`, { token: admin });
    expect(JSON.stringify(balances.body)).toContain('"w_balance":2000');

    // The audit trail has the request with its reason, in the hold's transaction.
    const audit = await api.get(`/api/admin/audit?target_id=${withdrawal.uuid}`, {
      token: admin,
    });
    const entries = audit.body.entries as AuditEntry[];
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'withdrawal.request',
      staff: { id: finance.id },
      staff_role: 'finance',
      before: null,
      after: {
        status: 'pending',
        amount: 3_000,
        player_id: id,
        coin: 'BTC',
        request_reason: body.reason,
      },
    });

    // Four eyes at any amount: the requester cannot approve it; somebody else can.
    const own = await api.post(
      `/api/admin/withdrawals/${withdrawal.uuid}/approve`,
      { approvals_seen: 0 },
      { token: finance.token },
    );
    expect(own.body.code).toBe('WITHDRAWAL_SECOND_APPROVER');
    // The database refuses it too, whatever the code says.
    const refused = await t.runtime.database.db
      .execute(
        sql`update withdrawals set status = 'approved', reviewed_by = ${finance.id} where uuid = ${withdrawal.uuid}`,
      )
      .then(
        () => 'updated',
        (error: unknown) => String((error as { cause?: Error }).cause?.message ?? error),
      );
    expect(refused).toMatch(/withdrawals_requester_not_approver/);
    const approved = await api.post(
      `/api/admin/withdrawals/${withdrawal.uuid}/approve`,
      { approvals_seen: 0, txid: 'f'.repeat(64) },
      { token: admin },
    );
    expect(approved.status).toBe(200);
    expect(approved.body.withdrawal).toMatchObject({ status: 'confirmed' });
    // The blocked player still cannot sign in.
    expect(
      (await api.post('/api/login', { email: player.email, password: player.password })).status,
    ).toBe(403);
  });

  it('lets the requester take a cash-out back by rejecting it: the money is the player’s again', async () => {
    const { id, coinId } = await blockedPlayerWithCash();
    const finance = await staffToken('finance');
    const admin = await staffToken('admin');
    await api.post(`/api/admin/players/${id}/block`, { reason: 'Fraud review' }, { token: admin });
    const made = await cashout(id, finance, {
      wallet_address: BTC_ADDRESS,
      entity_wallet_id: coinId,
      amount: '25',
      reason: 'Paying out before closure',
    });
    const { uuid } = made.body.withdrawal as AdminWithdrawal;
    const rejected = await api.post(
      `/api/admin/withdrawals/${uuid}/reject`,
      { reason: 'Wrong address given by the player' },
      { token: finance },
    );
    expect(rejected.body.withdrawal).toMatchObject({ status: 'rejected' });
    const page = await api.get(`/api/admin/players/${id}`, { token: admin });
    expect(JSON.stringify(page.body)).toContain('"w_balance":5000');
  });
});
