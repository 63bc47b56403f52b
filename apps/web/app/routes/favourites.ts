import { favouriteParamsSchema } from '@casino/contracts';
import { data } from 'react-router';
import { setFavourite } from '../features/favourites/api/set-favourite';
import type { FavouriteResult } from '../features/favourites/favourites-data';
import { ApiError } from '../lib/api';
import { createAccountApi } from '../lib/api.server';
import { getServerMessages } from '../lib/messages.server';
import type { Route } from './+types/favourites';

/**
 * Resource route behind the heart: PUT marks, DELETE unmarks
 * /api/user/favourites/{game_id} with the player's token (006). Visitors go to /login.
 */
export async function action(args: Route.ActionArgs) {
  const method = args.request.method.toUpperCase();
  if (method !== 'PUT' && method !== 'DELETE') {
    throw new Response('Method Not Allowed', { status: 405, headers: { Allow: 'PUT, DELETE' } });
  }
  const parsed = favouriteParamsSchema.safeParse({ game_id: args.params.gameId });
  if (!parsed.success) throw new Response('Not Found', { status: 404 });
  const api = createAccountApi(args);
  try {
    const response = await setFavourite(api, parsed.data.game_id, method === 'PUT', {
      signal: args.request.signal,
    });
    const success: FavouriteResult = { ok: true, ...response };
    return success;
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof ApiError) {
      return fail({ code: error.body.code, message: error.body.message }, error.status);
    }
    console.error('Changing a favourite failed', error);
    return fail(
      { code: 'INTERNAL', message: getServerMessages(args.request).errors.INTERNAL },
      500,
    );
  }
}

function fail(failure: { code: string; message: string }, status: number) {
  const body: FavouriteResult = { ok: false, ...failure };
  return data(body, { status });
}
