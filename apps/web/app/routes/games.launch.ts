import { gameUrlRequestSchema } from '@casino/contracts';
import { z } from '@casino/contracts/validation';
import { data } from 'react-router';
import { getLaunchUrl } from '../features/play/api/get-launch-url';
import type { LaunchFailure, LaunchSuccess } from '../features/play/play-data';
import { ApiError } from '../lib/api';
import { createRequestApi } from '../lib/api.server';
import { getServerMessages } from '../lib/messages.server';
import type { Route } from './+types/games.launch';

const launchFormSchema = gameUrlRequestSchema.extend({ mode: z.enum(['real', 'demo']) });

/**
 * Resource route behind the game page's frame (spec §2: choosing a game requests its launch
 * URL): POST /api/games/gameURL or /demoURL with the player's token when there is one (006).
 * A visitor's real launch is refused by the API (UNAUTHENTICATED) like any other failure, so
 * the page shows its log-in way out; only a token the API no longer accepts redirects.
 */
export async function action(args: Route.ActionArgs) {
  const form = Object.fromEntries(await args.request.formData());
  const parsed = launchFormSchema.safeParse(form);
  const messages = getServerMessages(args.request);
  if (!parsed.success) {
    const mode = form.mode === 'demo' ? 'demo' : 'real';
    return fail(
      { mode, code: 'VALIDATION_FAILED', message: messages.errors.VALIDATION_FAILED },
      422,
    );
  }
  const { game_id: gameId, mode } = parsed.data;
  try {
    const { urldata } = await getLaunchUrl(createRequestApi(args), mode, gameId, {
      signal: args.request.signal,
    });
    const success: LaunchSuccess = { ok: true, mode: urldata.mode, url: urldata.url };
    return success;
  } catch (error) {
    // The expired-session redirect is thrown as a Response: React Router follows it.
    if (error instanceof Response) throw error;
    if (error instanceof ApiError) {
      return fail({ mode, code: error.body.code, message: error.body.message }, error.status);
    }
    console.error('Launching a game failed', error);
    return fail({ mode, code: 'INTERNAL', message: messages.errors.INTERNAL }, 500);
  }
}

function fail(failure: Omit<LaunchFailure, 'ok'>, status: number) {
  const body: LaunchFailure = { ok: false, ...failure };
  return data(body, { status });
}
