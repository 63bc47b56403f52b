import type { FindGameNames } from './wallet.shared';

/**
 * The game and round a ledger transfer belongs to, read from its metadata. In-house bets write
 * `{game, round_id, bet_id}` (game = crash | crashsw | crashbull); provider transfers write
 * `{game_id, game_code, round, transaction_uuid, provider}`.
 */
export interface GameRef {
  gameId: number | null;
  original: string | null;
  round: string | null;
}

function toId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

function toText(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
}

export function readGameRef(metadata: Record<string, unknown> | null | undefined): GameRef {
  const data = metadata ?? {};
  const gameId = toId(data.game_id);
  return {
    gameId,
    // A catalog id wins; the in-house game's name is the way back when there is none.
    original: gameId === null ? toText(data.game) : null,
    round: toText(data.round) ?? toText(data.round_id),
  };
}

/**
 * Names the game and round of every transfer on a page, looking the page's games up once.
 * Answers, per transfer (in order), its game's catalog name and its round, or nulls.
 */
export async function describeGameTransfers(
  metadata: (Record<string, unknown> | null | undefined)[],
  findGameNames: FindGameNames | undefined,
): Promise<{ game: string | null; round: string | null }[]> {
  const refs = metadata.map(readGameRef);
  const ids = [...new Set(refs.flatMap((ref) => (ref.gameId === null ? [] : [ref.gameId])))];
  const originals = [...new Set(refs.flatMap((ref) => (ref.original ? [ref.original] : [])))];
  const names =
    findGameNames && (ids.length > 0 || originals.length > 0)
      ? await findGameNames({ ids, originals })
      : null;
  return refs.map((ref) => ({
    game:
      (ref.gameId !== null
        ? names?.byId.get(ref.gameId)
        : ref.original
          ? names?.byOriginal.get(ref.original)
          : undefined) ?? null,
    round: ref.round,
  }));
}
