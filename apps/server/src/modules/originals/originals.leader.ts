import { ORIGINAL_GAMES } from '@casino/contracts';
import type { HeldLock } from '../../db/client';
import type { Logger } from '../../platform/logger';
import { sleep } from './originals.clock';
import type { CrashEngine } from './originals.engine';

/** Advisory lock class of the crash games' leaders; the object id is the game's index. */
export const LEADER_LOCK_CLASS = 1_202_612;
/** How often a node that does not lead a game asks for its lock again. */
export const LEADER_RETRY_MS = 1000;

/**
 * One leader per game across nodes (issue 12 point 5): each node keeps asking for the game's
 * PostgreSQL advisory lock; the one holding it runs the game's round loop until the lock's
 * connection dies or the node stops. A node that dies drops its connection, so another takes
 * over within about LEADER_RETRY_MS and resumes the round from its stored state.
 */
export function startCrashLeaders(deps: {
  engines: CrashEngine[];
  tryLock: (classId: number, objectId: number) => Promise<HeldLock | null>;
  logger: Logger;
  retryMs?: number;
  /** Told when this node starts or stops leading a game (tests and logs). */
  onLeadership?: (game: string, isLeading: boolean) => void;
}): { stop(): Promise<void>; isLeading(game: string): boolean } {
  const stopping = new AbortController();
  const leading = new Set<string>();

  async function lead(engine: CrashEngine): Promise<void> {
    const objectId = ORIGINAL_GAMES.indexOf(engine.game) + 1;
    while (!stopping.signal.aborted) {
      let lock: HeldLock | null = null;
      try {
        lock = await deps.tryLock(LEADER_LOCK_CLASS, objectId);
      } catch (error) {
        deps.logger.warn({ err: error, game: engine.game }, 'could not ask for the game lock');
      }
      if (!lock) {
        await sleep(deps.retryMs ?? LEADER_RETRY_MS, stopping.signal);
        continue;
      }
      const held = new AbortController();
      const abort = () => held.abort();
      stopping.signal.addEventListener('abort', abort, { once: true });
      void lock.lost.then(abort);
      leading.add(engine.game);
      deps.logger.info({ game: engine.game }, 'leading the crash game');
      deps.onLeadership?.(engine.game, true);
      try {
        await engine.run(held.signal);
      } finally {
        leading.delete(engine.game);
        stopping.signal.removeEventListener('abort', abort);
        await lock.release();
        deps.onLeadership?.(engine.game, false);
      }
    }
  }

  const loops = deps.engines.map((engine) => lead(engine));
  return {
    isLeading: (game) => leading.has(game),
    async stop() {
      stopping.abort();
      await Promise.all(loops);
    },
  };
}
