import {
  crashActionResponseSchema,
  crashBetRequestSchema,
  crashCashoutRequestSchema,
  crashRoundsRequestSchema,
  crashRoundsResponseSchema,
  crashSeedResponseSchema,
  crashStateResponseSchema,
  errorResponseSchema,
  IDEMPOTENCY_HEADER,
  originalGameParamsSchema,
  z,
} from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { localeFromHeader, translate } from '../../platform/i18n';
import { ERROR_RESPONSES, type RoutesPlugin } from '../../platform/routing';
import type { OriginalsService } from './originals.service';

const secured = { security: [{ bearer: [] }] };
const idempotencyHeaders = z.object({
  [IDEMPOTENCY_HEADER]: z.string().trim().min(8).max(200).optional(),
});
const keyOf = (request: FastifyRequest) => {
  const value = request.headers[IDEMPOTENCY_HEADER];
  return typeof value === 'string' ? value.trim() : null;
};
const message = (request: FastifyRequest, key: string, params?: Record<string, unknown>) =>
  translate(localeFromHeader(request.headers['accept-language']), `status:${key}`, params);
const gameErrors = { 404: errorResponseSchema, 409: errorResponseSchema, 503: errorResponseSchema };

/** The in-house crash games (issue 12): /api/originals/{game}/... */
export function originalsRoutes({
  originalsService,
}: {
  originalsService: OriginalsService;
}): RoutesPlugin {
  return async (app) => {
    app.get(
      '/originals/:game/seed',
      {
        schema: {
          tags: ['originals'],
          summary: "The game's published terminating hash, its salt and the chain's length",
          params: originalGameParamsSchema,
          response: { 200: crashSeedResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request) => originalsService.getSeed(request.params.game),
    );

    app.get(
      '/originals/:game/rounds',
      {
        schema: {
          tags: ['originals'],
          summary: 'Finished rounds, newest first, with their hashes and crash points',
          params: originalGameParamsSchema,
          querystring: crashRoundsRequestSchema,
          response: {
            200: crashRoundsResponseSchema,
            404: errorResponseSchema,
            422: errorResponseSchema,
          },
        },
      },
      async (request) =>
        originalsService.listRounds(request.params.game, {
          limit: request.query.limit,
          before: request.query.before,
        }),
    );

    app.get(
      '/originals/:game/state',
      {
        schema: {
          tags: ['originals'],
          summary: "The live round, its players, the last crash points and the game's limits",
          params: originalGameParamsSchema,
          response: { 200: crashStateResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request) => originalsService.getState(request.params.game, request.principal),
    );

    app.post(
      '/originals/:game/bet',
      {
        schema: {
          tags: ['originals'],
          summary: 'Bet in the betting window (amount in major units of your currency)',
          description: `Send an \`${IDEMPOTENCY_HEADER}\` header: a replay answers the first result.`,
          ...secured,
          params: originalGameParamsSchema,
          headers: idempotencyHeaders,
          body: crashBetRequestSchema,
          response: { 200: crashActionResponseSchema, ...ERROR_RESPONSES, ...gameErrors },
        },
      },
      async (request) => {
        const principal = requirePrincipal(request);
        const { amount, auto_cashout, side } = request.body;
        const result = await originalsService.bet(
          principal,
          request.params.game,
          { amount, autoCashoutX100: auto_cashout ?? null, side: side ?? null },
          keyOf(request),
        );
        return { status: 'ok' as const, message: message(request, 'bet_placed'), ...result };
      },
    );

    app.post(
      '/originals/:game/cashout',
      {
        schema: {
          tags: ['originals'],
          summary: "Cash out your bet at the server's current multiplier",
          description: `Send an \`${IDEMPOTENCY_HEADER}\` header: a replay answers the first result.`,
          ...secured,
          params: originalGameParamsSchema,
          headers: idempotencyHeaders,
          body: crashCashoutRequestSchema.optional(),
          response: { 200: crashActionResponseSchema, ...ERROR_RESPONSES, ...gameErrors },
        },
      },
      async (request) => {
        const principal = requirePrincipal(request);
        const result = await originalsService.cashout(
          principal,
          request.params.game,
          { roundId: request.body?.round_id },
          keyOf(request),
        );
        return {
          status: 'ok' as const,
          message: message(request, 'cashed_out', {
            multiplier: result.bet.cashout?.toFixed(2) ?? '',
          }),
          ...result,
        };
      },
    );
  };
}
