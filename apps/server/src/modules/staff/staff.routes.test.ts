import type { AuditEntry, Role, StaffAccount, StaffRole } from '@casino/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { postgresTestUrl } from '../../test/harness';
import { signInStaff, signUpPlayer } from '../../test/http';
import { usePostgresTestApp, useTestApp, type SuiteApp } from '../../test/suite';

/**
 * Staff accounts from the console (issue 17 "Staff", docs/staff-roles.md): list, create (the
 * rules and texts of every new account, audited without the password), change a role (sessions
 * end, so it holds at once; audited before and after), and the rules: not one's own role, not
 * the last admin's, also when two admins demote each other at the same moment. On the embedded
 * database and on PostgreSQL, where the two transactions really run side by side.
 */
const serverUrl = postgresTestUrl();
const PASSWORD = 'correct horse battery';

let made = 0;
function newStaff(role: StaffRole) {
  made += 1;
  const id = `${Date.now().toString(36)}${made}`;
  return { email: `staff.${id}@example.com`, name: `Staff member ${id}`, password: PASSWORD, role };
}

function staffManagement({ t, api }: SuiteApp) {
  let admin: { id: number; token: string };
  beforeAll(async () => {
    admin = await signInStaff(t.runtime, api, 'admin', 'Admin Ada');
  });

  const token = (value: string) => ({ token: value });
  const signIn = async (email: string) =>
    (await api.post('/api/login', { email, password: PASSWORD })).body.token as string;

  async function createStaff(role: StaffRole, by = admin.token) {
    const body = newStaff(role);
    const answer = await api.post('/api/admin/staff', body, token(by));
    expect(answer.status).toBe(200);
    const account = answer.body.account as StaffAccount;
    return { ...body, id: account.id, token: await signIn(body.email) };
  }

  const changeRole = (id: number, role: Role, by = admin.token, locale?: string) =>
    api.patch(`/api/admin/staff/${id}`, { role }, { token: by, ...(locale ? { locale } : {}) });

  async function trail(action: string, targetId: number, by = admin.token): Promise<AuditEntry[]> {
    const answer = await api.get(`/api/admin/audit?action=${action}&target_id=${targetId}`, {
      token: by,
    });
    expect(answer.status).toBe(200);
    return answer.body.entries as AuditEntry[];
  }

  const roleOf = async (bearer: string) =>
    ((await api.get('/api/user', token(bearer))).body.user as { role: Role }).role;

  it('creates a staff account: e-mail verified, signs in under its role, audited without the password', async () => {
    const body = newStaff('finance');
    const answer = await api.post('/api/admin/staff', body, token(admin.token));
    expect(answer.status).toBe(200);
    const account = answer.body.account as StaffAccount;
    expect(account).toMatchObject({
      email: body.email,
      name: body.name,
      role: 'finance',
      blocked_at: null,
      last_sign_in_at: null,
    });
    const row = await t.runtime.services.usersService.findById(account.id);
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await roleOf(await signIn(body.email))).toBe('finance');

    const [entry, ...more] = await trail('staff.create', account.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      staff: { id: admin.id },
      staff_role: 'admin',
      source: 'api',
      target_type: 'user',
      target_id: String(account.id),
      before: null,
      after: { email: body.email, name: body.name, role: 'finance' },
    });
    expect(JSON.stringify(entry)).not.toContain(PASSWORD);
  });

  it('lists every staff account with its role and latest sign-in, and no player', async () => {
    const support = await createStaff('support');
    const player = await signUpPlayer(api);
    const answer = await api.get('/api/admin/staff', token(admin.token));
    expect(answer.status).toBe(200);
    const staff = answer.body.staff as StaffAccount[];
    expect(staff.find((account) => account.id === support.id)).toMatchObject({
      email: support.email,
      role: 'support',
      blocked_at: null,
      last_sign_in_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(staff.map((account) => account.id)).not.toContain(player.id);
    expect(staff.every((account) => account.role !== 'player')).toBe(true);
    const ids = staff.map((account) => account.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('refuses bad input and a taken e-mail with the texts of every new account, making nothing', async () => {
    const before = (await api.get('/api/admin/staff', token(admin.token))).body.staff as unknown[];
    const invalid = await api.post(
      '/api/admin/staff',
      { email: 'not-an-email', name: 'Bob', password: 'short', role: 'root' },
      token(admin.token),
    );
    expect(invalid.status).toBe(422);
    expect(invalid.body.message).toBe('The given data was invalid.');
    expect(invalid.body.errors).toMatchObject({
      email: ['Invalid e-mail.'],
      name: ['Min 8 characters'],
      password: ['Min 8 characters'],
      role: [expect.any(String)],
    });
    const taken = await createStaff('content');
    const again = await api.post(
      '/api/admin/staff',
      { ...newStaff('support'), email: taken.email.toUpperCase() },
      token(admin.token),
    );
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ email: ['The email has already been taken.'] });
    const after = (await api.get('/api/admin/staff', token(admin.token))).body.staff as unknown[];
    expect(after).toHaveLength(before.length + 1);
  });

  it('changes a role: the sessions end, the new role holds at once, audited before and after', async () => {
    const member = await createStaff('finance');
    const changed = await changeRole(member.id, 'support');
    expect(changed.status).toBe(200);
    expect(changed.body.account).toMatchObject({ id: member.id, role: 'support' });
    // The old token no longer works; signing in again gives the new role.
    expect((await api.get('/api/user', token(member.token))).status).toBe(401);
    const renewed = await signIn(member.email);
    expect(await roleOf(renewed)).toBe('support');
    expect((await api.get('/api/admin/dashboard', token(renewed))).status).toBe(403);

    // Staff access taken away: a player, who the back office refuses.
    expect((await changeRole(member.id, 'player')).body.account).toMatchObject({ role: 'player' });
    expect((await api.get('/api/user', token(renewed))).status).toBe(401);
    const asPlayer = await signIn(member.email);
    expect((await api.get('/api/admin/withdrawals', token(asPlayer))).status).toBe(403);
    const staff = (await api.get('/api/admin/staff', token(admin.token))).body
      .staff as StaffAccount[];
    expect(staff.map((account) => account.id)).not.toContain(member.id);

    // The same role again changes nothing and records nothing.
    expect((await changeRole(member.id, 'player')).status).toBe(200);
    expect((await api.get('/api/user', token(asPlayer))).status).toBe(200);
    const entries = await trail('staff.role', member.id);
    expect(entries.map((entry) => [entry.before, entry.after])).toEqual([
      [{ role: 'support' }, { role: 'player' }],
      [{ role: 'finance' }, { role: 'support' }],
    ]);
    expect(entries[0]).toMatchObject({ staff: { id: admin.id }, target_type: 'user' });
  });

  it("gives a player's account a staff role", async () => {
    const player = await signUpPlayer(api);
    const changed = await changeRole(player.id, 'content');
    expect(changed.body.account).toMatchObject({ id: player.id, role: 'content' });
    const login = await api.post('/api/login', { email: player.email, password: player.password });
    expect(await roleOf(login.body.token as string)).toBe('content');
  });

  it('refuses one’s own role, an unknown account and a bad role, in the staff member’s language', async () => {
    const own = await changeRole(admin.id, 'finance');
    expect(own.status).toBe(422);
    expect(own.body).toMatchObject({
      code: 'STAFF_SELF_CHANGE',
      message: 'You cannot change your own role: ask another admin.',
    });
    const ownEs = await changeRole(admin.id, 'finance', admin.token, 'es');
    expect(ownEs.body.message).toBe(
      'No puedes cambiar tu propio rol: pídeselo a otro administrador.',
    );
    const unknown = await changeRole(99_999_999, 'support');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      code: 'STAFF_NOT_FOUND',
      message: 'This account does not exist.',
    });
    const member = await createStaff('support');
    const bad = await changeRole(member.id, 'root' as Role);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('role');
    expect(await roleOf(member.token)).toBe('support');
    expect(await trail('staff.role', member.id)).toEqual([]);
    expect(await roleOf(admin.token)).toBe('admin');
  });

  it('a change made by an admin demoted a moment ago is refused', async () => {
    const [demoted, target] = [await createStaff('admin'), await createStaff('content')];
    expect((await changeRole(demoted.id, 'finance')).status).toBe(200);
    // Their request passed the check before the demotion committed; the change re-reads it.
    const stale = { userId: demoted.id, role: 'admin', source: 'api' as const, ip: null };
    await expect(
      t.runtime.services.staffService.changeRole(
        { ...stale, userAgent: null },
        target.id,
        'player',
      ),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await trail('staff.role', target.id)).toEqual([]);
  });

  it('keeps the last admin: two admins demoting each other at once get one change and one refusal', async () => {
    let survivor = admin;
    for (let round = 0; round < 3; round += 1) {
      const [a, b] = [
        await createStaff('admin', survivor.token),
        await createStaff('admin', survivor.token),
      ];
      // Every other admin (the demo's, earlier rounds') is demoted first: a and b remain.
      const staff = (await api.get('/api/admin/staff', token(a.token))).body
        .staff as StaffAccount[];
      for (const other of staff.filter((s) => s.role === 'admin' && ![a.id, b.id].includes(s.id))) {
        expect((await changeRole(other.id, 'support', a.token)).status).toBe(200);
      }
      // Both signed in and known to the node before either change lands.
      expect(await roleOf(b.token)).toBe('admin');
      const answers = await Promise.all([
        changeRole(b.id, 'finance', a.token),
        changeRole(a.id, 'finance', b.token),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.status === 409)!;
      expect(refused.body).toMatchObject({
        code: 'STAFF_LAST_ADMIN',
        message: 'This is the last admin account: make another account admin first.',
      });
      const winner = answers[0]!.status === 200 ? a : b;
      const loser = winner === a ? b : a;
      survivor = winner;
      const admins = (
        (await api.get('/api/admin/staff', token(winner.token))).body.staff as StaffAccount[]
      ).filter((s) => s.role === 'admin');
      expect(admins.map((s) => s.id)).toEqual([winner.id]);
      expect(await trail('staff.role', winner.id, winner.token)).toEqual([]);
      expect(await trail('staff.role', loser.id, winner.token)).toHaveLength(1);
    }
    // Nobody else can take the last admin's role either (an operator's command, say).
    const operator = { userId: null, role: 'operator', source: 'cli' as const, ip: null };
    await expect(
      t.runtime.services.staffService.changeRole(
        { ...operator, userAgent: 'vitest' },
        survivor.id,
        'player',
      ),
    ).rejects.toMatchObject({ code: 'STAFF_LAST_ADMIN' });
  });
}

describe('staff accounts (embedded database)', () => {
  staffManagement(useTestApp());
});

describe.runIf(serverUrl)('staff accounts on PostgreSQL', () => {
  staffManagement(usePostgresTestApp(serverUrl));
});
