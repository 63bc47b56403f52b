import type {
  AdminDashboard,
  GgrReport,
  PlayerStatementResponse,
  StaffRole,
} from '@casino/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInStaff } from '../../test/http';
import { fundedPlayer } from '../../test/originals';
import { useTestApp } from '../../test/suite';
import { createReportsRepository } from './reports.repository';
import { createReportsService } from './reports.service';

/**
 * The back office's money figures through HTTP on the embedded database (PGlite): who may read
 * them, the query rules, CSV, and figures from ledger transfers made directly (the real bet
 * paths run in reports.postgres.integration.test.ts).
 */
const { t, api } = useTestApp();
const today = new Date().toISOString().slice(0, 10);

const staffToken = async (role: StaffRole) => (await signInStaff(t.runtime, api, role)).token;

/** A GET answered as text (CSV), with its headers. */
async function download(url: string, token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, headers: res.headers, text: res.body };
}

describe('back-office reports over HTTP', () => {
  const tokens = {} as Record<StaffRole | 'player', string>;
  let player: Awaited<ReturnType<typeof fundedPlayer>>;
  let other: Awaited<ReturnType<typeof fundedPlayer>>;

  beforeAll(async () => {
    for (const role of ['admin', 'finance', 'support', 'content'] as const) {
      tokens[role] = await staffToken(role);
    }
    // 123.45 and 10.00 deposited; a stake of 2.50 on crash, 4.00 won; 1.05 tipped to `other`.
    player = await fundedPlayer(t.runtime, api, 12_345);
    other = await fundedPlayer(t.runtime, api, 1_000);
    tokens.player = player.token;
    const { ledgerService } = t.runtime.services;
    const game = { kind: 'game' as const, game: 'crash.1' };
    const bet = { game: 'crash', round_id: 1, bet_id: 1 };
    await ledgerService.transfer({
      key: 'reports-test:stake',
      type: 'bet',
      debit: { kind: 'player_cash', userId: player.id },
      credit: game,
      amount: 250,
      currency: 'USD',
      reference: 'crash:1:1',
      metadata: bet,
    });
    await ledgerService.transfer({
      key: 'reports-test:win',
      type: 'win',
      debit: game,
      credit: { kind: 'player_cash', userId: player.id },
      amount: 400,
      currency: 'USD',
      reference: 'crash:1:1',
      metadata: bet,
    });
    await ledgerService.transfer({
      key: 'reports-test:tip',
      type: 'tip',
      debit: { kind: 'player_cash', userId: player.id },
      credit: { kind: 'player_cash', userId: other.id },
      amount: 105,
      currency: 'USD',
      reference: 'reports-test-tip',
    });
  });

  const URLS = () => [
    '/api/admin/dashboard',
    `/api/admin/reports/ggr?from=${today}&to=${today}`,
    `/api/admin/reports/players/${player.id}/statement?from=${today}&to=${today}`,
  ];

  it('answers admin and finance; refuses support, content and players (403), visitors (401)', async () => {
    for (const url of URLS()) {
      for (const role of ['admin', 'finance'] as const) {
        expect((await api.get(url, { token: tokens[role] })).status, `${role} ${url}`).toBe(200);
      }
      for (const role of ['support', 'content', 'player'] as const) {
        const res = await api.get(url, { token: tokens[role] });
        expect(res.status, `${role} ${url}`).toBe(403);
        expect(res.body.code).toBe('FORBIDDEN');
      }
      expect((await api.get(url)).status).toBe(401);
    }
  });

  it('counts deposits, bets and wins, and not tips', async () => {
    const res = await api.get('/api/admin/dashboard', { token: tokens.finance });
    const dashboard = res.body as unknown as AdminDashboard;
    const month = dashboard.periods.find((period) => period.period === '30d')!;
    expect(month.figures.find((figures) => figures.currency === 'USD')).toEqual({
      currency: 'USD',
      deposits: 13_345,
      withdrawals: 0,
      bets: 250,
      wins: 400,
      ggr: -150,
      bonus_cost: 0,
      ngr: -150,
    });
    expect(month.active_players).toBe(1);
    // 30 days, oldest first, each currency every day.
    expect(dashboard.daily).toHaveLength(30 * 2);
    expect(dashboard.daily.at(-1)?.date).toBe(today);
    expect(dashboard.daily.filter((day) => day.deposits !== 0).map((day) => day.date)).toEqual([
      today,
    ]);

    const ggr = await api.get(`/api/admin/reports/ggr?from=${today}&to=${today}&group=game`, {
      token: tokens.admin,
    });
    expect((ggr.body as unknown as GgrReport).rows).toEqual([
      expect.objectContaining({
        date: today,
        currency: 'USD',
        key: 'originals:crash',
        bets: 250,
        wins: 400,
        ggr: -150,
        bonus_cost: 0,
        ngr: -150,
        rounds: 1,
      }),
    ]);
  });

  it('writes the reports as CSV with two-decimal amounts, as a download', async () => {
    const ggr = await download(
      `/api/admin/reports/ggr?from=${today}&to=${today}&group=provider&format=csv`,
      tokens.admin,
    );
    expect(ggr.status).toBe(200);
    expect(ggr.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(ggr.headers['content-disposition']).toBe(
      `attachment; filename="ggr-provider-${today}-${today}.csv"`,
    );
    expect(ggr.text).toBe(
      'date,currency,provider,name,bets,wins,ggr,bonus_cost,ngr,rounds\r\n' +
        `${today},USD,originals,Originals,2.50,4.00,-1.50,0.00,-1.50,1\r\n`,
    );

    const url = `/api/admin/reports/players/${player.id}/statement?from=${today}&to=${today}`;
    const statement = await download(`${url}&format=csv`, tokens.finance);
    expect(statement.headers['content-disposition']).toBe(
      `attachment; filename="statement-${player.id}-${today}-${today}.csv"`,
    );
    const lines = statement.text.split('\r\n');
    expect(lines[0]).toBe(
      'at,currency,type,reference,transfer_id,account,amount,cash_balance,bonus_balance,balance',
    );
    expect(lines[1]).toBe(`${today}T00:00:00.000Z,USD,opening,,,,,0.00,0.00,0.00`);
    expect(lines.slice(2, 6).map((line) => line.split(',').slice(2).join(','))).toEqual([
      expect.stringMatching(/^deposit,,\d+,cash,123\.45,123\.45,0\.00,123\.45$/),
      expect.stringMatching(/^bet,crash:1:1,\d+,cash,-2\.50,120\.95,0\.00,120\.95$/),
      expect.stringMatching(/^win,crash:1:1,\d+,cash,4\.00,124\.95,0\.00,124\.95$/),
      expect.stringMatching(/^tip,reports-test-tip,\d+,cash,-1\.05,123\.90,0\.00,123\.90$/),
    ]);
    expect(lines[6]).toBe(`${today}T23:59:59.999Z,USD,closing,,,,,123.90,0.00,123.90`);
    expect(lines[7]).toBe('');

    // The JSON statement says the same and reconciles with the ledger.
    const json = (await api.get(url, { token: tokens.finance }))
      .body as unknown as PlayerStatementResponse;
    const [usd] = json.statements;
    expect(usd?.closing).toEqual({ cash: 12_390, bonus: 0, total: 12_390 });
    const { cash } = await t.runtime.services.ledgerService.getPlayerBalances(player.id, 'USD');
    expect(cash).toBe(12_390);
  });

  it('pages a statement’s movements, each page’s balances counted from the range’s start', async () => {
    const url = `/api/admin/reports/players/${player.id}/statement?from=${today}&to=${today}`;
    const pageOf = async (query: string) => {
      const res = await api.get(`${url}&${query}`, { token: tokens.finance });
      expect(res.status).toBe(200);
      return res.body as unknown as PlayerStatementResponse;
    };
    const first = await pageOf('per_page=3');
    expect([first.page, first.per_page, first.total]).toEqual([1, 3, 4]);
    const [usd] = first.statements;
    expect(usd?.movement_count).toBe(4);
    expect(usd?.movements.map((move) => [move.type, move.balance])).toEqual([
      ['deposit', 12_345],
      ['bet', 12_095],
      ['win', 12_495],
    ]);
    // The last page alone: its balance follows the first page's without reading it.
    const second = await pageOf('per_page=3&page=2');
    expect(second.statements[0]?.movements.map((move) => [move.type, move.balance])).toEqual([
      ['tip', 12_390],
    ]);
    // Every page carries the whole range's opening and closing.
    const past = await pageOf('per_page=3&page=3');
    expect(past.statements[0]).toMatchObject({
      movements: [],
      movement_count: 4,
      opening: { total: 0 },
      closing: { total: 12_390 },
    });
    expect((await pageOf('')).per_page).toBe(100);
    for (const query of ['per_page=101', 'page=0', 'page=x']) {
      const res = await api.get(`${url}&${query}`, { token: tokens.finance });
      expect(res.status, query).toBe(422);
    }
    // The CSV holds every movement whatever the page asked.
    const csv = await download(`${url}&format=csv&per_page=1&page=2`, tokens.finance);
    expect(csv.text.split('\r\n')).toHaveLength(1 + 1 + 4 + 1 + 1);
  });

  it('refuses a statement’s CSV longer than its cap, on `to`', async () => {
    const capped = (csvMaxMovements: number) =>
      createReportsService({
        reportsRepository: createReportsRepository(t.runtime.database.db),
        usersService: t.runtime.services.usersService,
        gamesService: t.runtime.services.gamesService,
        csvMaxMovements,
      });
    const range = { from: today, to: today };
    const refused = await capped(3)
      .exportPlayerStatement(player.id, range)
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({
      code: 'VALIDATION_FAILED',
      options: {
        fields: { to: [{ key: 'statement_csv_too_long', params: { count: 4, maximum: 3 } }] },
      },
    });
    // At the cap it is whole, as one page.
    const whole = await capped(4).exportPlayerStatement(player.id, range);
    expect([whole.total, whole.statements[0]?.movements.length]).toEqual([4, 4]);
  });

  it('refuses bad dates, reversed or too long ranges and unknown groups (422), unknown players (404)', async () => {
    const ask = (query: string) =>
      api.get(`/api/admin/reports/ggr?${query}`, { token: tokens.admin });
    const badDate = await ask('from=2026-02-30&to=2026-03-01');
    expect(badDate.status).toBe(422);
    expect(badDate.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(badDate.body.errors ?? {})).toEqual(['from']);
    const reversed = await ask('from=2026-03-02&to=2026-03-01');
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors).toEqual({
      to: ['The end date may not be before the start date.'],
    });
    const long = await ask('from=2025-01-01&to=2026-01-02');
    expect(long.body.errors).toEqual({ to: ['At most 366 days at a time.'] });
    expect((await ask('from=2025-01-01&to=2026-01-01')).status).toBe(200);
    expect((await ask(`from=${today}&to=${today}&group=player`)).status).toBe(422);
    expect((await ask(`from=${today}&to=${today}&format=xlsx`)).status).toBe(422);
    expect((await ask(`to=${today}`)).body.errors).toEqual({ from: ['Required.'] });

    const missing = await api.get(
      `/api/admin/reports/players/999999/statement?from=${today}&to=${today}`,
      { token: tokens.admin },
    );
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      code: 'PLAYER_NOT_FOUND',
      message: 'This player does not exist.',
    });
  });
});
