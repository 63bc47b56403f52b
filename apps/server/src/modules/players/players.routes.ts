import {
  adminPlayerDetailResponseSchema,
  adminPlayerLedgerQuerySchema,
  adminPlayerLedgerResponseSchema,
  adminPlayersQuerySchema,
  adminPlayersResponseSchema,
  idParam,
  playerBlockSchema,
  playerNoteSchema,
  z,
} from '@casino/contracts';
import { requirePermission } from '../../platform/auth';
import { ERROR_RESPONSES, type RoutesPlugin } from '../../platform/routing';
import type { PlayersService } from './players.service';

const secured = { security: [{ bearer: [] }] };
const params = z.object({ id: idParam });

/** Back office: players (issue 17; docs/staff-roles.md `players.view`, `players.manage`). */
export function playersRoutes({
  playersService,
}: {
  playersService: PlayersService;
}): RoutesPlugin {
  return async (app) => {
    app.get(
      '/admin/players',
      {
        schema: {
          tags: ['admin'],
          summary: 'Find players by name, e-mail, id or deposit address',
          ...secured,
          querystring: adminPlayersQuerySchema,
          response: { 200: adminPlayersResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        requirePermission(request, 'players.view');
        return { status: 'ok' as const, ...(await playersService.searchPlayers(request.query)) };
      },
    );

    app.get(
      '/admin/players/:id',
      {
        schema: {
          tags: ['admin'],
          summary:
            "A player's page: balances, totals, deposits, withdrawals, bonuses, sessions, documents, notes",
          ...secured,
          params,
          response: { 200: adminPlayerDetailResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        requirePermission(request, 'players.view');
        return { status: 'ok' as const, ...(await playersService.getPlayer(request.params.id)) };
      },
    );

    app.get(
      '/admin/players/:id/ledger',
      {
        schema: {
          tags: ['admin'],
          summary: "A player's ledger movements, newest first (by account, type and dates)",
          ...secured,
          params,
          querystring: adminPlayerLedgerQuerySchema,
          response: { 200: adminPlayerLedgerResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        requirePermission(request, 'players.view');
        return {
          status: 'ok' as const,
          ...(await playersService.playerLedger(request.params.id, request.query)),
        };
      },
    );

    const playerAnswer = z.object({
      status: z.literal('ok'),
      player: adminPlayersResponseSchema.shape.players.element,
    });
    app.post(
      '/admin/players/:id/block',
      {
        schema: {
          tags: ['admin'],
          summary: 'Block a player: no sign-in, no play, every session ended; the money stays',
          ...secured,
          params,
          body: playerBlockSchema,
          response: { 200: playerAnswer, ...ERROR_RESPONSES },
        },
      },
      async (request) => ({
        status: 'ok' as const,
        player: await playersService.blockPlayer(
          requirePermission(request, 'players.manage'),
          request.params.id,
          request.body.reason,
        ),
      }),
    );
    app.post(
      '/admin/players/:id/unblock',
      {
        schema: {
          tags: ['admin'],
          summary: 'Unblock a player: they may sign in again',
          ...secured,
          params,
          response: { 200: playerAnswer, ...ERROR_RESPONSES },
        },
      },
      async (request) => ({
        status: 'ok' as const,
        player: await playersService.unblockPlayer(
          requirePermission(request, 'players.manage'),
          request.params.id,
        ),
      }),
    );
    app.post(
      '/admin/players/:id/notes',
      {
        schema: {
          tags: ['admin'],
          summary: "Add a staff note to a player's account (kept, never edited)",
          ...secured,
          params,
          body: playerNoteSchema,
          response: { 200: adminPlayerDetailResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => ({
        status: 'ok' as const,
        ...(await playersService.addNote(
          requirePermission(request, 'players.view'),
          request.params.id,
          request.body.body,
        )),
      }),
    );
  };
}
