import type {
  AuditEntry,
  CrashGameSettingsView,
  JobReportView,
  LedgerCheckResponse,
} from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { postgresTestUrl } from '../../test/harness';
import { signInStaff } from '../../test/http';
import { fundedPlayer } from '../../test/originals';
import { usePostgresTestApp } from '../../test/suite';

/**
 * The back office's system section on PostgreSQL (issue 17 "System", `system.manage`): the crash
 * games' settings changed and audited in one transaction and played from the next round, runs
 * of the scheduled jobs queued with their audit row, and the ledger's check. Bad input is
 * refused in the staff member's language and changes nothing.
 */
const serverUrl = postgresTestUrl();

describe.runIf(serverUrl)('the system section on PostgreSQL', () => {
  const { t, api } = usePostgresTestApp(serverUrl);
  let admin: { id: number; token: string };
  beforeAll(async () => {
    admin = await signInStaff(t.runtime, api, 'admin', 'Admin Grace');
  });

  const as = () => ({ token: admin.token });
  const trail = async (action: string): Promise<AuditEntry[]> => {
    const answer = await api.get(`/api/admin/audit?action=${action}`, as());
    expect(answer.status).toBe(200);
    return answer.body.entries as AuditEntry[];
  };
  const settingsOf = async (game: string): Promise<CrashGameSettingsView> => {
    const answer = await api.get('/api/admin/originals/settings', as());
    expect(answer.status).toBe(200);
    const games = answer.body.games as CrashGameSettingsView[];
    return games.find((entry) => entry.game === game)!;
  };
  const queuedRuns = (name: string) =>
    queryRows<{ id: string; data: Record<string, string> }>(
      t.runtime.database.db,
      sql`select id, data from pgboss.job where name = ${name} order by created_on`,
    );

  it('lists every crash game with its edge, betting window and limits', async () => {
    const answer = await api.get('/api/admin/originals/settings', as());
    expect(answer.status).toBe(200);
    const games = answer.body.games as CrashGameSettingsView[];
    expect(games.map((entry) => entry.game)).toEqual(['crash', 'crashsw', 'crashbull']);
    expect(games[0]).toEqual({
      game: 'crash',
      house_edge: '1.00',
      house_edge_bps: 100,
      betting_ms: 5000,
      limits: {
        USD: { min_bet: 10, max_bet: 100_000, max_payout: 10_000_000 },
        EUR: { min_bet: 10, max_bet: 100_000, max_payout: 10_000_000 },
      },
      side_odds: null,
    });
    expect(games[2]?.side_odds).toEqual({ bull: expect.any(Number), bear: expect.any(Number) });
  });

  it('changes a game in one audited transaction, and the next round plays by it', async () => {
    const before = await settingsOf('crashsw');
    const answer = await api.patch(
      '/api/admin/originals/crashsw/settings',
      {
        house_edge: '1.1',
        betting_seconds: '8',
        limits: { EUR: { min_bet: '0.50', max_bet: '250', max_payout: '5000' } },
      },
      { ...as(), userAgent: 'console test' },
    );
    expect(answer.status).toBe(200);
    const after = answer.body.settings as CrashGameSettingsView;
    // 1.1 % is 110 basis points from the text, never 1.1 * 100 in floating point.
    expect(after).toMatchObject({
      house_edge: '1.10',
      house_edge_bps: 110,
      betting_ms: 8000,
      limits: {
        EUR: { min_bet: 50, max_bet: 25_000, max_payout: 500_000 },
        USD: before.limits.USD,
      },
    });
    expect(await settingsOf('crashsw')).toEqual(after);

    const [entry] = await trail('crash.settings');
    expect(entry).toMatchObject({
      staff: { id: admin.id, name: 'Admin Grace' },
      staff_role: 'admin',
      source: 'api',
      target_type: 'crash_game',
      target_id: 'crashsw',
      before,
      after,
      user_agent: 'console test',
    });

    // The leader reads the settings from the database for each new round (as after the CLI).
    const { games } = t.runtime.services.originalsService;
    await games.createChain('crashsw', 10);
    await games.setSalt('crashsw', 'system-section-test');
    expect(await games.drawNextRound('crashsw')).toMatchObject({ houseEdgeBps: 110 });
    expect((await games.getSettings('crashsw')).bettingMs).toBe(8000);
  });

  it('refuses bad settings in the staff member’s language and changes nothing', async () => {
    const before = await settingsOf('crash');
    const audited = (await trail('crash.settings')).length;
    const patch = (body: unknown, locale = 'en', game = 'crash') =>
      api.patch(`/api/admin/originals/${game}/settings`, body, { ...as(), locale });

    const tooHigh = await patch({ house_edge: '50' });
    expect(tooHigh.status).toBe(422);
    expect(tooHigh.body.errors).toEqual({
      house_edge: ['The house edge is a percent from 0 to 49.99, with at most two decimals.'],
    });
    const spanish = await patch({ house_edge: '1.555' }, 'es');
    expect(spanish.body.errors?.house_edge).toEqual([
      'La ventaja de la casa es un porcentaje de 0 a 49,99, con dos decimales como máximo.',
    ]);
    const limits = await patch({
      betting_seconds: 61,
      limits: {
        USD: { min_bet: '0.105', max_bet: '10', max_payout: '1e3' },
        EUR: { min_bet: '20', max_bet: '10', max_payout: '100' },
      },
    });
    expect(limits.status).toBe(422);
    expect(limits.body.errors).toEqual({
      betting_seconds: ['Must be at most 60.'],
      'limits.USD.min_bet': ['At most 2 decimals.'],
      'limits.USD.max_payout': ['Enter the amount as a plain number, such as 20.50.'],
      'limits.EUR.min_bet': ['The minimum bet may not be above the maximum bet.'],
    });
    const nothing = await patch({});
    expect(nothing.body.errors).toEqual({ body: ['Change at least one field.'] });
    const unknown = await patch({ betting_seconds: 5 }, 'en', 'dice');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      code: 'GAME_NOT_FOUND',
      message: 'This game does not exist.',
    });

    expect(await settingsOf('crash')).toEqual(before);
    expect(await trail('crash.settings')).toHaveLength(audited);
  });

  it('lists the jobs and queues a run with its audit row', async () => {
    const listed = await api.get('/api/admin/jobs', as());
    expect(listed.status).toBe(200);
    const jobs = listed.body.jobs as JobReportView[];
    expect(jobs.map((job) => job.name)).toEqual([
      'bonus-expiry',
      'weekly-cashback',
      'housekeeping',
    ]);
    // No jobs worker scheduled them on this database.
    expect(jobs[0]).toMatchObject({ cron: null, last_run: null, failures: 0, waiting: 0 });

    const run = await api.post('/api/admin/jobs/weekly-cashback/run', { week: '2026-03-04' }, as());
    expect(run.status).toBe(200);
    expect(run.body).toEqual({
      status: 'ok',
      job: 'weekly-cashback',
      run: expect.any(String),
      week: '2026-03-04',
    });
    expect(await queuedRuns('weekly-cashback')).toEqual([
      { id: run.body.run, data: { week: '2026-03-04' } },
    ]);
    const plain = await api.post('/api/admin/jobs/housekeeping/run', {}, as());
    expect(plain.body).toMatchObject({ job: 'housekeeping', week: null });

    const entries = await trail('job.run');
    expect(entries.map((entry) => [entry.target_id, entry.after])).toEqual([
      ['housekeeping', { run: plain.body.run, week: null }],
      ['weekly-cashback', { run: run.body.run, week: '2026-03-04' }],
    ]);
    expect(entries[0]).toMatchObject({ target_type: 'job', source: 'api', before: null });

    const after = (await api.get('/api/admin/jobs', as())).body.jobs as JobReportView[];
    expect(after.find((job) => job.name === 'weekly-cashback')?.waiting).toBe(1);
  });

  it('refuses an unknown job and a bad week; nothing is queued or recorded', async () => {
    const audited = (await trail('job.run')).length;
    const unknown = await api.post('/api/admin/jobs/no-such-job/run', {}, as());
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      code: 'JOB_NOT_FOUND',
      message: 'There is no scheduled job with this name.',
    });
    const badWeek = await api.post(
      '/api/admin/jobs/weekly-cashback/run',
      { week: '2026-02-30' },
      { ...as(), locale: 'zh-CN' },
    );
    expect(badWeek.status).toBe(422);
    expect(badWeek.body.errors).toEqual({
      week: ['请以 YYYY-MM-DD 格式填写要支付那一周中的某一天。'],
    });
    expect(await queuedRuns('weekly-cashback')).toHaveLength(1);
    expect(await queuedRuns('no-such-job')).toEqual([]);
    expect(await trail('job.run')).toHaveLength(audited);
  });

  it('checks the ledger on demand, read only', async () => {
    // A deposit credited: the player's account and the house's.
    const player = await fundedPlayer(t.runtime, api, 10_000);
    const audited = (await api.get('/api/admin/audit', as())).body.total;
    const answer = await api.get('/api/admin/ledger/verify', as());
    expect(answer.status).toBe(200);
    const report = answer.body as unknown as LedgerCheckResponse;
    expect(report).toMatchObject({ status: 'ok', ok: true, problems: [] });
    expect(report.accounts).toBeGreaterThanOrEqual(2);
    expect(Date.parse(report.checked_at)).not.toBeNaN();
    expect((await api.get('/api/admin/audit', as())).body.total).toBe(audited);

    // A balance that disagrees with its transfers is named (and put back after).
    const skew = (delta: number) =>
      t.runtime.database.db.execute(
        sql`update ledger_accounts set balance = balance + ${delta} where code = ${`player_cash:${player.id}:USD`}`,
      );
    await skew(1);
    try {
      const broken = (await api.get('/api/admin/ledger/verify', as()))
        .body as unknown as LedgerCheckResponse;
      expect(broken.ok).toBe(false);
      expect(broken.problems.join('\n')).toContain(`player_cash:${player.id}:USD`);
    } finally {
      await skew(-1);
    }
  });

  it('is the admin’s only', async () => {
    const finance = await signInStaff(t.runtime, api, 'finance');
    const refused = await api.patch(
      '/api/admin/originals/crash/settings',
      { house_edge: '5' },
      { token: finance.token },
    );
    expect(refused.status).toBe(403);
    expect((await settingsOf('crash')).house_edge).toBe('1.00');
  });
});
