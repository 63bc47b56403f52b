import type { AdminWithdrawal, AuditEntry, EntityWalletsResponse } from '@casino/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { postgresTestUrl } from '../../test/harness';
import { signInStaff } from '../../test/http';
import { fundedPlayer } from '../../test/originals';
import { usePostgresTestApp } from '../../test/suite';

/**
 * Issue 17 on PostgreSQL: withdrawal approval with four eyes above the limit, two staff acting
 * at once (one decision, one error), and the audit trail: a row for every decision, written
 * with it, that the database refuses to change or delete.
 */
const serverUrl = postgresTestUrl();
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

describe.runIf(serverUrl)('back office: four eyes and the audit trail on PostgreSQL', () => {
  // Above 100.00 two staff members must approve.
  const { t, api } = usePostgresTestApp(serverUrl, {
    config: { WITHDRAWAL_FOUR_EYES_ABOVE: 100 },
  });

  async function pendingWithdrawal(amount: number) {
    const player = await fundedPlayer(t.runtime, api, amount);
    t.runtime.services.ratesService.pin('BTC', 'USD', '50000');
    const wallets = (await api.post('/api/wallet/entity/wallets', {}, { token: player.token }))
      .body as unknown as EntityWalletsResponse;
    const btc = wallets.wallets.find((w) => w.short_code === 'BTC')!;
    const asked = await api.post(
      '/api/wallet/request/withdrawal',
      { wallet_address: BTC_ADDRESS, entity_wallet_id: btc.id, amount: amount / 100 },
      { token: player.token },
    );
    expect(asked.status).toBe(200);
    const uuid = (asked.body.transaction as { uuid: string }).uuid;
    return { player, uuid };
  }

  const approve = (token: string, uuid: string, body: Record<string, unknown> = {}) =>
    api.post(`/api/admin/withdrawals/${uuid}/approve`, body, { token });

  async function balances(userId: number) {
    return t.runtime.services.ledgerService.getPlayerBalances(userId, 'USD');
  }

  async function trailOf(token: string, uuid: string): Promise<AuditEntry[]> {
    const answer = await api.get(`/api/admin/audit?target_type=withdrawal&target_id=${uuid}`, {
      token,
    });
    expect(answer.status).toBe(200);
    return answer.body.entries as AuditEntry[];
  }

  it('one approval pays up to the limit; two staff approving at once: one decision, one error', async () => {
    const admin = await signInStaff(t.runtime, api, 'admin');
    const a = await signInStaff(t.runtime, api, 'finance', 'Finance Ada');
    const b = await signInStaff(t.runtime, api, 'finance', 'Finance Bob');
    const { player, uuid } = await pendingWithdrawal(5_000);
    const answers = await Promise.all([
      approve(a.token, uuid, { approvals_seen: 0 }),
      approve(b.token, uuid, { approvals_seen: 0 }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body.message).toBe('This withdrawal is no longer pending.');
    const approved = answers.find((answer) => answer.status === 200)!.body
      .withdrawal as AdminWithdrawal;
    expect(approved.status).toBe('approved');
    expect(approved.approvals_required).toBe(1);
    expect(approved.approvals).toHaveLength(1);
    // The hold was posted once: the money left once.
    expect((await balances(player.id)).w_balance).toBe(0);
    const trail = await trailOf(admin.token, uuid);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      action: 'withdrawal.approve',
      source: 'api',
      staff_role: 'finance',
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
    expect(trail[0]!.ip).toBeTruthy();
    expect((await t.runtime.services.ledgerService.verify()).ok).toBe(true);
  });

  it('above the limit: a second staff member must approve, and two first approvals race to one', async () => {
    const admin = await signInStaff(t.runtime, api, 'admin');
    const a = await signInStaff(t.runtime, api, 'finance', 'Finance Cleo');
    const b = await signInStaff(t.runtime, api, 'finance', 'Finance Dan');
    const { player, uuid } = await pendingWithdrawal(25_000);

    // Both open it at 0 approvals and approve at once: one first approval, one "changed".
    const race = await Promise.all([
      approve(a.token, uuid, { approvals_seen: 0 }),
      approve(b.token, uuid, { approvals_seen: 0 }),
    ]);
    expect(race.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(race.find((answer) => answer.status === 409)!.body.message).toBe(
      'This withdrawal has changed since you opened it. Reload it and check again.',
    );
    const first = race.find((answer) => answer.status === 200)!.body.withdrawal as AdminWithdrawal;
    expect(first).toMatchObject({ status: 'pending', approvals_required: 2 });
    expect(first.approvals).toHaveLength(1);
    // Nothing left yet: still held.
    expect((await balances(player.id)).w_balance).toBe(0);
    const firstApprover = first.approvals[0]!.staff.id === a.id ? a : b;
    const other = firstApprover === a ? b : a;

    // The first approver cannot be the second pair of eyes.
    const again = await approve(firstApprover.token, uuid, { approvals_seen: 1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A second staff member must approve this withdrawal.');
    const spanish = await api.post(
      `/api/admin/withdrawals/${uuid}/approve`,
      { approvals_seen: 1 },
      { token: firstApprover.token, locale: 'es' },
    );
    expect(spanish.body.message).toBe('Otro miembro del personal debe aprobar este retiro.');

    // The other one approves with the txid: confirmed, the hold posted.
    const second = await approve(other.token, uuid, {
      approvals_seen: 1,
      txid: 'f'.repeat(64),
    });
    expect(second.status).toBe(200);
    const done = second.body.withdrawal as AdminWithdrawal;
    expect(done.status).toBe('confirmed');
    expect(done.approvals.map((approval) => approval.staff.id)).toEqual([
      firstApprover.id,
      other.id,
    ]);
    const trail = await trailOf(admin.token, uuid);
    expect(trail.map((entry) => [entry.action, entry.staff?.id])).toEqual([
      ['withdrawal.approve', other.id],
      ['withdrawal.approve', firstApprover.id],
    ]);
    expect(trail[0]!.after).toMatchObject({ status: 'confirmed', txid: 'f'.repeat(64) });
    expect((await t.runtime.services.ledgerService.verify()).ok).toBe(true);
  });

  it('a rejection is recorded; the audit rows cannot be changed, deleted or truncated', async () => {
    const admin = await signInStaff(t.runtime, api, 'admin');
    const { player, uuid } = await pendingWithdrawal(3_000);
    const rejected = await api.post(
      `/api/admin/withdrawals/${uuid}/reject`,
      { reason: 'The address belongs to a mixer.' },
      { token: admin.token },
    );
    expect(rejected.status).toBe(200);
    expect((await balances(player.id)).w_balance).toBe(3_000);
    const [entry] = await trailOf(admin.token, uuid);
    expect(entry).toMatchObject({
      action: 'withdrawal.reject',
      after: { status: 'rejected', reason: 'The address belongs to a mixer.' },
    });

    const db = t.runtime.database.db;
    /** What the database answered a statement: its refusal's text, or "accepted". */
    const answerTo = async (query: SQL) => {
      try {
        await db.execute(query);
        return 'accepted';
      } catch (error) {
        return String((error as { cause?: Error }).cause?.message ?? error);
      }
    };
    expect(
      await answerTo(sql`update staff_audit set action = 'nothing' where id = ${entry!.id}`),
    ).toBe('staff_audit is append-only: UPDATE is not allowed');
    expect(await answerTo(sql`delete from staff_audit where id = ${entry!.id}`)).toBe(
      'staff_audit is append-only: DELETE is not allowed',
    );
    expect(await answerTo(sql`truncate staff_audit`)).toBe(
      'staff_audit is append-only: TRUNCATE is not allowed',
    );
    const [kept] = await queryRows<{ action: string }>(
      db,
      sql`select action from staff_audit where id = ${entry!.id}`,
    );
    expect(kept?.action).toBe('withdrawal.reject');
  });

  it('a decision that fails leaves no audit row behind (same transaction)', async () => {
    const admin = await signInStaff(t.runtime, api, 'admin');
    const { uuid } = await pendingWithdrawal(3_000);
    // Approving from a view that no longer holds fails, and nothing is written.
    const stale = await approve(admin.token, uuid, { approvals_seen: 1 });
    expect(stale.status).toBe(409);
    expect(await trailOf(admin.token, uuid)).toEqual([]);
    const missing = await approve(admin.token, crypto.randomUUID());
    expect(missing.status).toBe(404);
  });
});
