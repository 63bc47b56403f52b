/**
 * A crash-game node in its own process, for tests that kill it: it opens the PostgreSQL
 * database in DATABASE_URL and leads whichever games it gets the lock of, printing
 * "leading <game>" when it does. Killed with SIGKILL, it leaves its round as it was.
 */
import { composeRuntime } from '../compose';
import { startCrashLeaders } from '../modules/originals/originals.leader';
import { testLogger, testRuntimeConfig } from './harness';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('crash-node needs DATABASE_URL');
const runtime = await composeRuntime(
  testRuntimeConfig({ DATABASE_URL: databaseUrl, SEED_DEMO: false }),
  testLogger,
);
startCrashLeaders({
  engines: runtime.services.originalsService.createEngines({
    tickMs: 100,
    pauseAfterCrashMs: 120_000,
  }),
  tryLock: runtime.database.tryAdvisoryLock,
  logger: testLogger,
  retryMs: 200,
  onLeadership(game, isLeading) {
    if (isLeading) process.stdout.write(`leading ${game}\n`);
  },
});
process.stdout.write('node ready\n');
