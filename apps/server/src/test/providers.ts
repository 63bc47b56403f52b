import { randomUUID } from 'node:crypto';
import type { App } from '../app';
import type { Runtime } from '../compose';
import { signWalletBody, type WalletAnswer } from '../modules/providers/providers.wire';

/** A studio registered for tests, with a small feed tied to its code. */
export const TEST_STUDIO = {
  code: 'test-studio',
  name: 'Test Studio (test data)',
  secret: 'test-studio-secret-0123456789-abcdefghij',
  launchUrl: 'https://games.test-studio.example/launch',
};

/** Registers TEST_STUDIO (or `overrides`) and imports two games; answers their catalog ids. */
export async function registerTestStudio(
  runtime: Runtime,
  overrides: Partial<typeof TEST_STUDIO> = {},
): Promise<{ studio: typeof TEST_STUDIO; slotId: number; tableId: number }> {
  const studio = { ...TEST_STUDIO, ...overrides };
  const { registry } = runtime.services.providersService;
  await registry.create({
    code: studio.code,
    name: studio.name,
    secret: studio.secret,
    launchUrl: studio.launchUrl,
  });
  await runtime.services.gamesService.importCatalog({
    provider: studio.name,
    provider_code: studio.code,
    games: [
      { external_id: `${studio.code}-slot`, name: `${studio.code} Slot`, has_demo: true },
      { external_id: `${studio.code}-table`, name: `${studio.code} Table` },
    ],
  });
  const listed = await runtime.services.gamesService.listGames({
    limitfrom: 0,
    limitto: 100,
    provider: studio.name,
    sort: 'default',
    tab: 'lobby',
  });
  const idOf = (suffix: string) =>
    listed.games.find((game) => game.name === `${studio.code} ${suffix}`)!.game_id;
  return { studio, slotId: idOf('Slot'), tableId: idOf('Table') };
}

/** Launches a game for real money and answers the session token from its URL. */
export async function launchToken(
  api: {
    post: (
      url: string,
      body?: unknown,
      options?: { token?: string },
    ) => Promise<{ status: number; body: Record<string, unknown> }>;
  },
  playerToken: string,
  gameId: number,
): Promise<string> {
  const res = await api.post('/api/games/gameURL', { game_id: gameId }, { token: playerToken });
  if (res.status !== 200)
    throw new Error(`launch failed: ${res.status} ${JSON.stringify(res.body)}`);
  const url = new URL((res.body.urldata as { url: string }).url);
  return url.searchParams.get('token')!;
}

/**
 * A provider's signed call, as a studio sends it: the exact bytes signed with the secret.
 * `sign: false` sends a wrong signature; `raw` sends those bytes as they are.
 */
export async function walletCall(
  app: App,
  code: string,
  secret: string,
  action: string,
  body: Record<string, unknown> | string,
  options: { sign?: boolean; signature?: string } = {},
): Promise<{ httpStatus: number; answer: WalletAnswer }> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const signature =
    options.signature ?? (options.sign === false ? '0'.repeat(64) : signWalletBody(secret, raw));
  const res = await app.inject({
    method: 'POST',
    url: `/api/provider/${code}/${action}`,
    headers: { 'content-type': 'application/json', 'x-signature': signature },
    payload: raw,
  });
  return { httpStatus: res.statusCode, answer: res.json() as WalletAnswer };
}

/** A fresh uuid for a request or transaction. */
export const uuid = () => randomUUID();

/**
 * A player's real-money seat at one of the test studio's games, as the studio calls the wallet:
 * bet, win and rollback of its session (request uuid, token, game and currency filled in).
 */
export async function studioSeat(
  app: App,
  api: Parameters<typeof launchToken>[0],
  playerToken: string,
  game: { id: number; code: string },
  currency = 'USD',
) {
  const token = await launchToken(api, playerToken, game.id);
  const send = (action: string, fields: Record<string, unknown>) =>
    walletCall(app, TEST_STUDIO.code, TEST_STUDIO.secret, action, {
      request_uuid: uuid(),
      token,
      game_code: game.code,
      ...(['bet', 'win'].includes(action) ? { currency } : {}),
      ...fields,
    });
  return {
    bet: (id: string, amount: number, round: string) =>
      send('bet', { transaction_uuid: id, round, amount }),
    win: (betId: string, amount: number, round: string) =>
      send('win', { transaction_uuid: uuid(), reference_transaction_uuid: betId, round, amount }),
    rollback: (betId: string, round: string) =>
      send('rollback', { transaction_uuid: uuid(), reference_transaction_uuid: betId, round }),
  };
}
