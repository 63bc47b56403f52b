import type { CrashStateResponse } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../components/ui/document-title';
import { orEmpty } from '../lib/or-empty';
import { getCrashState } from '../features/crash/api/get-crash-state';
import { CrashGame } from '../features/crash/components/crash-game';
import { parseGameParam } from '../features/crash/crash-data';
import { createRequestApi } from '../lib/api.server';
import { shouldRevalidateOnNewUrl } from '../lib/revalidation';
import { useRootData } from '../lib/root-data';
import type { Route } from './+types/crash';

/**
 * spec §2 /games/crash, /games/crashsw, /games/crashbull: the in-house crash games. The state
 * is read on the server so the page arrives drawn; the channel keeps it live after that.
 */
export async function loader(args: Route.LoaderArgs) {
  const segment = new URL(args.request.url).pathname.split('/').filter(Boolean).pop();
  const game = parseGameParam(segment) ?? 'crash';
  // spec §8: a failed call is logged; the page says the game could not be loaded and retries.
  const state = await orEmpty<CrashStateResponse | null>(
    getCrashState(createRequestApi(args), game, { signal: args.request.signal }),
    null,
    `the ${game} state`,
  );
  return { game, state };
}

/**
 * The channel, its reloads and the bet answers keep the state live, so a revalidation on the
 * same address (after each bet or cash-out, on each balance alert, a language switch: nothing
 * in the state depends on it) does not read it again.
 */
export const shouldRevalidate = shouldRevalidateOnNewUrl;

export default function CrashPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRootData();
  const { game, state } = loaderData;
  return (
    <>
      <DocumentTitle title={t(`pages.${game}`)} description={t(`crash.taglines.${game}`)} />
      <CrashGame
        key={game}
        game={game}
        initialState={state}
        user={root?.user ?? null}
        realtime={root?.realtime ?? null}
      />
    </>
  );
}
