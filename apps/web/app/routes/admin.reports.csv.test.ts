import type { StaffRole } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { createStaffArgs, makeStaff } from '../lib/testing/admin';
import { loader as ggrCsv } from './admin.reports.ggr-csv';
import { loader as statementCsv } from './admin.reports.statement-csv';

type GgrArgs = Parameters<typeof ggrCsv>[0];
type StatementArgs = Parameters<typeof statementCsv>[0];

const CSV = 'date,key,name,currency,bets\r\n2026-11-01,originals:crash,Crash,USD,1500.00\r\n';

/** The API's CSV answer, as reports.routes.ts sends it. */
const csvAnswer = (fileName: string) => () =>
  new Response(CSV, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'X-Internal': 'not passed on',
    },
  });

function call<Args>(
  loader: (args: Args) => Promise<Response>,
  url: string,
  answer: () => Response,
  role: StaffRole = 'finance',
) {
  const { args, fetchApi } = createStaffArgs({ url, staff: makeStaff(role), answer });
  return { result: loader(args as unknown as Args), fetchApi };
}

/** The one API call besides the user lookup: its path and headers. */
function readCsvCall(fetchApi: ReturnType<typeof createStaffArgs>['fetchApi']) {
  const [path, init] = fetchApi.mock.calls.find(([called]) => called !== '/api/user')!;
  return { path, headers: new Headers(init?.headers) };
}

describe('the reports’ CSV downloads (resource routes)', () => {
  it('pass the GGR CSV through with its type and file name, asked with the staff token', async () => {
    const { result, fetchApi } = call<GgrArgs>(
      ggrCsv,
      '/admin/reports/ggr.csv?from=2026-11-01&to=2026-11-07&group=game',
      csvAnswer('ggr-game-2026-11-01-2026-11-07.csv'),
    );
    const answer = await result;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('Content-Disposition')).toBe(
      'attachment; filename="ggr-game-2026-11-01-2026-11-07.csv"',
    );
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(answer.headers.get('X-Internal')).toBeNull();
    expect(await answer.text()).toBe(CSV);
    const { path, headers } = readCsvCall(fetchApi);
    expect(path).toBe('/api/admin/reports/ggr?from=2026-11-01&to=2026-11-07&group=game&format=csv');
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.get('Accept-Language')).toBe('en');
  });

  it('pass a statement’s CSV through the same way, whole whatever page was shown', async () => {
    const { result, fetchApi } = call<StatementArgs>(
      statementCsv,
      '/admin/reports/statement.csv?player=7&from=2026-11-01&to=2026-11-30&page=3',
      csvAnswer('statement-7-2026-11-01-2026-11-30.csv'),
      'admin',
    );
    const answer = await result;
    expect(answer.headers.get('Content-Disposition')).toBe(
      'attachment; filename="statement-7-2026-11-01-2026-11-30.csv"',
    );
    expect(await answer.text()).toBe(CSV);
    expect(readCsvCall(fetchApi).path).toBe(
      '/api/admin/reports/players/7/statement?from=2026-11-01&to=2026-11-30&format=csv',
    );
  });

  it('pass the API’s refusal through as it answered', async () => {
    const refusal = () =>
      Response.json(
        { message: 'At most 366 days at a time.', code: 'VALIDATION_FAILED' },
        { status: 422 },
      );
    const answer = await call<GgrArgs>(
      ggrCsv,
      '/admin/reports/ggr.csv?from=2024-01-01&to=2026-01-01',
      refusal,
    ).result;
    expect(answer.status).toBe(422);
    expect(answer.headers.get('Content-Type')).toContain('application/json');
    expect(await answer.json()).toMatchObject({ message: 'At most 366 days at a time.' });
  });

  it('end the session when the API no longer takes the token', async () => {
    const expired = () =>
      Response.json({ message: 'Unauthenticated.', code: 'UNAUTHENTICATED' }, { status: 401 });
    const thrown = await call<GgrArgs>(ggrCsv, '/admin/reports/ggr.csv', expired).result.catch(
      (error: unknown) => error,
    );
    expect((thrown as Response).headers.get('Location')).toBe('/login?expired=1');
  });

  it.each<StaffRole>(['support', 'content'])('are refused to %s before any call', async (role) => {
    const { result, fetchApi } = call<GgrArgs>(
      ggrCsv,
      '/admin/reports/ggr.csv',
      csvAnswer('x.csv'),
      role,
    );
    await expect(result).rejects.toMatchObject({ init: { status: 403 } });
    expect(fetchApi.mock.calls.map(([path]) => path)).toEqual(['/api/user']);
    const statement = call<StatementArgs>(
      statementCsv,
      '/admin/reports/statement.csv?player=7',
      csvAnswer('x.csv'),
      role,
    );
    await expect(statement.result).rejects.toMatchObject({ init: { status: 403 } });
  });
});
