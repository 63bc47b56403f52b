/**
 * How many settled bets each live feed list carries. No zod here: the browser imports this
 * module on its own (`@casino/contracts/livefeed-size`) to cap the lists it keeps live.
 */
export const LIVE_FEED_SIZE = 20;
