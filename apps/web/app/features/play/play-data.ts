import type { Game } from '@casino/contracts';

// Type-only imports: the page bundle stays free of the contracts' zod schemas.

/** real: ledger money through the seamless wallet; demo: the provider's play money. */
export type PlayMode = 'real' | 'demo';

/** The resource route that asks the API for a launch URL with the player's token (006). */
export const LAUNCH_ROUTE = '/games/launch';

export type LaunchSuccess = { ok: true; mode: PlayMode; url: string };
/** `code` is the API's error code, `message` its text in the player's language (spec §8). */
export type LaunchFailure = { ok: false; mode: PlayMode; code: string; message: string };
export type LaunchResult = LaunchSuccess | LaunchFailure;

export type PlayableGame = Pick<
  Game,
  'game_id' | 'name' | 'has_demo' | 'coming_soon' | 'play_path' | 'game_image' | 'url_thumb'
>;

/**
 * Whether the page opens the game in its frame: coming-soon games have no provider yet and the
 * in-house games (play_path) play on their own pages.
 */
export function isFrameLaunched(game: Pick<Game, 'coming_soon' | 'play_path'>): boolean {
  return !game.coming_soon && !game.play_path;
}

/**
 * The mode the page opens in: players play for real; visitors get the demo when there is one,
 * else "real", which shows them the log-in panel instead of a launch.
 */
export function chooseInitialMode(game: Pick<Game, 'has_demo'>, isSignedIn: boolean): PlayMode {
  return !isSignedIn && game.has_demo ? 'demo' : 'real';
}

/** Failures a log-in fixes: the session is gone, or the game has no demo to offer visitors. */
export function needsLogin(code: string): boolean {
  return code === 'UNAUTHENTICATED' || code === 'DEMO_NOT_AVAILABLE';
}
