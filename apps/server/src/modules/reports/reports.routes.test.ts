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
