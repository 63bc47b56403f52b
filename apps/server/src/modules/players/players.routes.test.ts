import type {
  AdminPlayer,
  AdminPlayerDetail,
  AuditEntry,
  DepositWalletResponse,
} from '@casino/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInStaff, signUpPlayer } from '../../test/http';
import { fundedPlayer } from '../../test/originals';
import { registerTestStudio, studioSeat, uuid } from '../../test/providers';
import { useTestApp } from '../../test/suite';

/**
 * The back office's players (issue 17 "Players"): search by name, e-mail, id or deposit
 * address; the player page and its ledger; staff notes; block and unblock (a blocked player
 * cannot sign in, their tokens and game sessions stop, their money stays); every change in the
 * audit trail; support may block, finance may only look, content may not see players.
 */
describe('back office: players', () => {
  const { t, api } = useTestApp();
  let slotId: number;
  let support: { id: number; token: string };
  let finance: { id: number; token: string };
  let admin: { id: number; token: string };
  beforeAll(async () => {
    ({ slotId } = await registerTestStudio(t.runtime));
    support = await signInStaff(t.runtime, api, 'support', 'Support Sam');
    finance = await signInStaff(t.runtime, api, 'finance', 'Finance Fay');
    admin = await signInStaff(t.runtime, api, 'admin', 'Admin Ann');
  });

  it('finds players by part of the name or e-mail, by id and by deposit address', async () => {
    const player = await signUpPlayer(api, { name: 'Quentin Zebrafish' });
    const find = async (q: string) =>
      (await api.get(`/api/admin/players?q=${encodeURIComponent(q)}`, { token: finance.token }))
        .body.players as AdminPlayer[];
    expect((await find('zebrafish')).map((p) => p.id)).toEqual([player.id]);
    expect((await find(player.email.toUpperCase())).map((p) => p.id)).toEqual([player.id]);
    expect((await find(String(player.id))).map((p) => p.id)).toContain(player.id);
    await t.runtime.services.usersService.markEmailVerified(player.id);
    const wallet = await api.post(
      '/api/wallet/depositwallet',
      { symbol: 'BTC' },
      { token: player.token },
    );
    const { address } = wallet.body as unknown as DepositWalletResponse;
    expect(address).toMatch(/^(bc1|tb1)/);
    expect((await find(address)).map((p) => p.id)).toEqual([player.id]);
    // A LIKE wildcard is a character like any other.
    expect(await find('%')).toEqual([]);
    const content = await signInStaff(t.runtime, api, 'content');
    expect((await api.get('/api/admin/players', { token: content.token })).status).toBe(403);
    expect((await api.get('/api/admin/players', { token: player.token })).status).toBe(403);
    expect((await api.get('/api/admin/players')).status).toBe(401);
  });

  it("shows a player's page and ledger; notes are kept and audited", async () => {
    const player = await fundedPlayer(t.runtime, api, 12_345);
    const page = await api.get(`/api/admin/players/${player.id}`, { token: finance.token });
    expect(page.status).toBe(200);
    const detail = page.body as unknown as AdminPlayerDetail;
    expect(detail.player).toMatchObject({ id: player.id, email: player.email, blocked_at: null });
    expect(detail.balances).toEqual({ w_balance: 12_345, w_bonus_balance: 0, held: 0 });
    expect(detail.sessions.length).toBeGreaterThan(0);

    const ledger = await api.get(`/api/admin/players/${player.id}/ledger?account=cash`, {
      token: finance.token,
    });
    expect(ledger.body).toMatchObject({
      total: 1,
      entries: [{ type: 'deposit', account: 'cash', amount: 12_345 }],
    });
    const none = await api.get(`/api/admin/players/${player.id}/ledger?account=bonus`, {
      token: finance.token,
    });
    expect(none.body.total).toBe(0);
    const bad = await api.get(`/api/admin/players/${player.id}/ledger?account=gold`, {
      token: finance.token,
    });
    expect(bad.status).toBe(422);

    const noted = await api.post(
      `/api/admin/players/${player.id}/notes`,
      { body: 'Called about a late deposit; told them 3 confirmations.' },
      { token: finance.token },
    );
    expect(noted.status).toBe(200);
    expect((noted.body as unknown as AdminPlayerDetail).notes).toMatchObject([
      { staff: { id: finance.id, name: 'Finance Fay' }, body: expect.stringContaining('Called') },
    ]);
    const short = await api.post(
      `/api/admin/players/${player.id}/notes`,
      { body: 'x' },
      { token: finance.token },
    );
    expect(short.status).toBe(422);
    const missing = await api.get('/api/admin/players/99999999', { token: finance.token });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This player does not exist.');
    const trail = await api.get(`/api/admin/audit?target_type=player&target_id=${player.id}`, {
      token: admin.token,
    });
    expect((trail.body.entries as AuditEntry[]).map((e) => [e.action, e.staff?.id])).toEqual([
      ['player.note', finance.id],
    ]);
  });

  it('blocks a player: no sign-in, no token, no new bets; the money stays; unblock lets them back', async () => {
    const player = await fundedPlayer(t.runtime, api, 5_000);
    const slot = await studioSeat(t.app, api, player.token, {
      id: slotId,
      code: 'test-studio-slot',
    });
    const roundBefore = uuid();
    const betBefore = uuid();
    expect((await slot.bet(betBefore, 100, roundBefore)).answer.status).toBe('RS_OK');

    // Finance may look but not block.
    const refused = await api.post(
      `/api/admin/players/${player.id}/block`,
      { reason: 'Chargeback fraud suspected' },
      { token: finance.token },
    );
    expect(refused.status).toBe(403);
    const blocked = await api.post(
      `/api/admin/players/${player.id}/block`,
      { reason: 'Chargeback fraud suspected' },
      { token: support.token },
    );
    expect(blocked.status).toBe(200);
    expect(blocked.body.player).toMatchObject({
      blocked_reason: 'Chargeback fraud suspected',
      blocked_at: expect.any(String),
    });

    // The token answers nothing; signing in is refused with the reason, in the player's words.
    expect((await api.get('/api/user', { token: player.token })).status).toBe(401);
    const login = await api.post('/api/login', { email: player.email, password: player.password });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe('This account has been blocked. Please contact support.');
    const wrongPassword = await api.post('/api/login', {
      email: player.email,
      password: 'not the password at all',
    });
    expect(wrongPassword.status).toBe(422);
    // The open game takes no new bet, but the round already played still settles.
    expect((await slot.bet(uuid(), 100, uuid())).answer.status).toBe('RS_ERROR_TOKEN_EXPIRED');
    expect((await slot.win(betBefore, 250, roundBefore)).answer.status).toBe('RS_OK');
    const page = (await api.get(`/api/admin/players/${player.id}`, { token: admin.token }))
      .body as unknown as AdminPlayerDetail;
    expect(page.balances.w_balance).toBe(5_000 - 100 + 250);
    expect(page.sessions.every((s) => s.revoked_at !== null)).toBe(true);

    const unblocked = await api.post(
      `/api/admin/players/${player.id}/unblock`,
      {},
      { token: support.token },
    );
    expect(unblocked.body.player).toMatchObject({ blocked_at: null, blocked_reason: null });
    const again = await api.post('/api/login', { email: player.email, password: player.password });
    expect(again.status).toBe(200);

    const trail = await api.get(`/api/admin/audit?target_type=player&target_id=${player.id}`, {
      token: admin.token,
    });
    const entries = trail.body.entries as AuditEntry[];
    expect(entries.map((e) => [e.action, e.staff_role])).toEqual([
      ['player.unblock', 'support'],
      ['player.block', 'support'],
    ]);
    expect(entries[1]!.before).toMatchObject({ blocked_at: null });
    expect(entries[1]!.after).toMatchObject({ blocked_reason: 'Chargeback fraud suspected' });
  });

  it('blocks staff accounts only with staff.manage, and nobody blocks themselves', async () => {
    const reason = { reason: 'Leaving the company today' };
    const target = await signInStaff(t.runtime, api, 'finance', 'Finance Finn');
    const bySupport = await api.post(`/api/admin/players/${target.id}/block`, reason, {
      token: support.token,
    });
    expect(bySupport.body).toMatchObject({ code: 'FORBIDDEN' });
    expect(bySupport.status).toBe(403);
    const self = await api.post(`/api/admin/players/${admin.id}/block`, reason, {
      token: admin.token,
      locale: 'es',
    });
    expect(self.body).toMatchObject({
      code: 'SELF_BLOCK',
      message: 'No puedes bloquear ni desbloquear tu propia cuenta.',
    });
    const detail = await api.get(`/api/admin/players/${target.id}`, { token: admin.token });
    expect((detail.body as unknown as AdminPlayerDetail).player.blocked_at).toBeNull();
    const byAdmin = await api.post(`/api/admin/players/${target.id}/block`, reason, {
      token: admin.token,
    });
    expect(byAdmin.status).toBe(200);
    expect((await api.get('/api/admin/withdrawals', { token: target.token })).status).toBe(401);
  });
});
