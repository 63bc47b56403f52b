import {
  adminDashboardResponseSchema,
  errorResponseSchema,
  ggrReportQuerySchema,
  ggrReportResponseSchema,
  playerStatementParamsSchema,
  playerStatementQuerySchema,
  playerStatementResponseSchema,
} from '@casino/contracts';
import type { FastifyReply } from 'fastify';
import { requirePermission } from '../../platform/auth';
import { ERROR_RESPONSES, type RoutesPlugin } from '../../platform/routing';
import { ggrReportCsv, playerStatementCsv } from './reports.csv';
import type { ReportsService } from './reports.service';

const STAFF_ONLY = {
  tags: ['admin'],
  security: [{ bearer: [] }],
};
const STAFF_ERRORS = { ...ERROR_RESPONSES, 403: errorResponseSchema };
const CSV_NOTE =
  'With `format=csv`: the same rows as `text/csv` (amounts with two decimals), as a download.';

const STATEMENT_NOTE =
  'JSON: one page of the movements (`page`, `per_page`; `total` counts them all). With `format=csv`: every movement of the range, unpaged, as `text/csv` (amounts with two decimals), as a download; a range of more than 100000 movements is refused on `to` (export shorter ranges).';

/** A CSV download; the file name says what and which dates. */
function sendCsv(reply: FastifyReply, fileName: string, body: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(body);
}

/** The back office's money figures (issue 17): the dashboard, the GGR report, statements. */
export function reportsRoutes({
  reportsService,
}: {
  reportsService: ReportsService;
}): RoutesPlugin {
  return async (app) => {
    app.get(
      '/admin/dashboard',
      {
        schema: {
          ...STAFF_ONLY,
          summary:
            'Deposits, withdrawals, bets, wins, GGR, bonus cost and NGR for today, 7 and 30 days, a 30-day series, active players, pending withdrawals, open chats',
          response: { 200: adminDashboardResponseSchema, ...STAFF_ERRORS },
        },
      },
      async (request) => {
        requirePermission(request, 'dashboard.view');
        return reportsService.getDashboard();
      },
    );

    app.get(
      '/admin/reports/ggr',
      {
        schema: {
          ...STAFF_ONLY,
          summary: 'Daily GGR and NGR per game, provider or currency (at most 366 days)',
          description: CSV_NOTE,
          querystring: ggrReportQuerySchema,
          response: { 200: ggrReportResponseSchema, ...STAFF_ERRORS },
        },
      },
      async (request, reply) => {
        requirePermission(request, 'reports.view');
        const { from, to, group, format } = request.query;
        const report = await reportsService.getGgrReport({ from, to, group });
        if (format === 'csv')
          return sendCsv(reply, `ggr-${group}-${from}-${to}.csv`, ggrReportCsv(report));
        return report;
      },
    );

    app.get(
      '/admin/reports/players/:id/statement',
      {
        schema: {
          ...STAFF_ONLY,
          summary:
            "A player's statement: balances at the start, the posted movements with the balances after each (paged), balances at the end",
          description: STATEMENT_NOTE,
          params: playerStatementParamsSchema,
          querystring: playerStatementQuerySchema,
          response: {
            200: playerStatementResponseSchema,
            ...STAFF_ERRORS,
            404: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        requirePermission(request, 'reports.view');
        const { id } = request.params;
        const { from, to, format, page, per_page } = request.query;
        if (format === 'csv') {
          const statement = await reportsService.exportPlayerStatement(id, { from, to });
          return sendCsv(reply, `statement-${id}-${from}-${to}.csv`, playerStatementCsv(statement));
        }
        return reportsService.getPlayerStatement(id, { from, to, page, per_page });
      },
    );
  };
}
