import { multiplierX100At, type OriginalGame } from '@casino/contracts';
import type { Runtime } from '../compose';
import {
  crashPointX100,
  hashAtPosition,
  positionOfRound,
} from '../modules/originals/originals.fairness';
import { createOriginalsRepository } from '../modules/originals/originals.repository';
import { users } from '../modules/users/users.schema';
import type { createClient } from './http';
import { signUpPlayer } from './http';

/**
 * Makes a new chain for `game` and picks its salt among "test-salt-0", "test-salt-1", ... so
 * that the crash points of the chain's first rounds satisfy `want` (a test needs a round that
 * lasts long enough, or crashes at once). Answers those crash points x 100.
 */
export async function prepareChain(
  runtime: Runtime,
  game: OriginalGame,
  options: { length?: number; want: (pointsX100: number[]) => boolean; rounds?: number },
): Promise<{ salt: string; pointsX100: number[] }> {
  const { originalsService } = runtime.services;
  const length = options.length ?? 2000;
  const chain = await originalsService.games.createChain(game, length);
  const repo = createOriginalsRepository(runtime.database.db);
  const hashes: string[] = [];
  for (let number = 1; number <= (options.rounds ?? 3); number += 1) {
    const position = positionOfRound(number, length);
    const checkpoint = await repo.findCheckpointAtOrBelow(chain.id, position);
    if (!checkpoint) throw new Error('no checkpoint');
    hashes.push(hashAtPosition(position, checkpoint));
  }
  const edge = (await originalsService.games.getSettings(game)).houseEdgePercent;
  for (let i = 0; i < 100_000; i += 1) {
    const salt = `test-salt-${i}`;
    const points = hashes.map((hash) => crashPointX100(hash, salt, edge));
    if (options.want(points)) {
      await originalsService.games.setSalt(game, salt);
      return { salt, pointsX100: points };
    }
  }
  throw new Error('no salt gives the wanted crash points');
}

/** A verified player holding `amount` minor units of cash (a deposit through the ledger). */
export async function fundedPlayer(
  runtime: Runtime,
  api: ReturnType<typeof createClient>,
  amount: number,
  overrides: Record<string, unknown> = {},
) {
  const player = await signUpPlayer(api, overrides);
  await runtime.services.usersService.markEmailVerified(player.id);
  await runtime.services.ledgerService.transfer({
    key: `test-deposit:${player.id}:${Math.random()}`,
    type: 'deposit',
    debit: { kind: 'deposit_clearing' },
    credit: { kind: 'player_cash', userId: player.id },
    amount,
    currency: String(overrides.currency ?? 'USD'),
  });
  return player;
}

/** Milliseconds a round takes from its start to reach `x100`. */
export function msToReach(x100: number): number {
  let ms = 0;
  while (multiplierX100At(ms) < x100) ms += 1;
  return ms;
}

let batch = 0;
/**
 * `count` verified players written straight to the database (no usable password: they never
 * log in, and 1,000 argon2 hashes would take a minute), each funded with `amount` minor units through the ledger.
 * For simulations; the sign-up path has its own tests.
 */
export async function insertFundedPlayers(
  runtime: Runtime,
  count: number,
  amount: number,
  currency: 'USD' | 'EUR' = 'USD',
): Promise<{ id: number; name: string }[]> {
  batch += 1;
  const tag = `${Date.now().toString(36)}${batch}`;
  const rows = await runtime.database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Sim ${tag} ${i}`,
        email: `sim.${tag}.${i}@example.com`,
        passwordHash: 'not-a-login: simulated player',
        role: 'player' as const,
        currency,
        refCode: `sim${tag}x${i}`,
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: users.id, name: users.name });
  await runtime.services.ledgerService.run(async (unit) => {
    for (const row of rows) {
      await unit.transfer({
        key: `sim-deposit:${row.id}`,
        type: 'deposit',
        debit: { kind: 'deposit_clearing' },
        credit: { kind: 'player_cash', userId: row.id },
        amount,
        currency,
      });
    }
  });
  return rows;
}

/** A principal for service calls on behalf of a simulated player. */
export const playerPrincipal = (userId: number) => ({
  userId,
  sessionId: 0,
  role: 'player' as const,
});
