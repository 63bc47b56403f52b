import { buildApp, type App } from './app';
import { composeRuntime, type Runtime } from './compose';
import type { Config } from './config';
import { checkLiveDatabase, LiveModeError } from './live-mode';
import { startCrashLeaders } from './modules/originals/originals.leader';
import { casinoJobs } from './jobs/jobs';
import { createJobScheduler } from './jobs/scheduler';
import type { Logger } from './platform/logger';
import { startRealtimeNode } from './realtime/realtime-node';
import type { RealtimeServer } from './realtime/ws-server';
import type { WebApp } from './web/ssr';

/** How often a node retries crediting deposits that wait for a fresh rate. */
const DEPOSIT_SWEEP_INTERVAL_MS = 30_000;

export interface RunningServer {
  app: App;
  realtime: RealtimeServer;
  runtime: Runtime;
  /** Stop accepting, finish in-flight requests, close the websocket server and the database. */
  close(): Promise<void>;
}

/** Starts everything one node runs: HTTP (API + pages) and the websocket listener. */
export async function startServer(options: {
  config: Config;
  logger: Logger;
  web?: WebApp;
}): Promise<RunningServer> {
  const { config, logger } = options;
  // On the embedded database, operator commands reach it through the server (decision 014).
  const runtime = await composeRuntime(config, logger, { share: 'serve' });
  // Live mode: no demo account, demo content or public demo key may be in the database.
  const problems = config.isLive ? await checkLiveDatabase(runtime) : [];
  if (problems.length > 0) {
    await runtime.close();
    throw new LiveModeError(problems);
  }
  const app = await buildApp({
    config,
    services: runtime.services,
    logger,
    ...(options.web ? { web: options.web } : {}),
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  // Real time: broadcaster (memory or Redis), the WS_PORT listener, and domain events -> sockets.
  const { usersService } = runtime.services;
  const realtimeNode = await startRealtimeNode({
    config,
    events: runtime.services.events,
    async getUser(userId) {
      const balance = await usersService.balanceOf(userId);
      return balance === null ? null : { balance };
    },
    logger,
    port: config.WS_PORT,
    host: config.HOST,
  });
  const realtime = realtimeNode.server;
  // Deposits confirmed while no fresh conversion rate existed (live mode) wait as awaiting_rate;
  // every node retries them every 30 s. Once-only however many nodes sweep (wallet.service.ts).
  let isSweeping = false;
  const depositSweep = setInterval(() => {
    if (isSweeping) return;
    isSweeping = true;
    runtime.services.walletService
      .creditAwaitingDeposits()
      .catch((error: unknown) => logger.error({ err: error }, 'the deposit rate sweep failed'))
      .finally(() => (isSweeping = false));
  }, DEPOSIT_SWEEP_INTERVAL_MS);
  depositSweep.unref();
  // Issue 12: this node runs a crash game's rounds while it holds that game's lock.
  const leaders = config.CRASH_LEADER
    ? startCrashLeaders({
        engines: runtime.services.originalsService.createEngines(),
        tryLock: runtime.database.tryAdvisoryLock,
        logger,
      })
    : null;
  // Issue 16: the scheduled jobs, on pg-boss in the same database (decision 036).
  const scheduler = config.JOBS_WORKER
    ? createJobScheduler({
        connection: runtime.database.connection,
        jobs: casinoJobs(runtime.services),
        logger,
      })
    : null;
  // Started beside the node, not before it answers: a slow job queue never delays serving,
  // and a failure to start it is logged (the jobs then run on the other nodes, or next start).
  const schedulerStarted = scheduler
    ?.start()
    .catch((error: unknown) => logger.error({ err: error }, 'the job scheduler did not start'));
  let closing: Promise<void> | null = null;
  return {
    app,
    realtime,
    runtime,
    close: () =>
      (closing ??= (async () => {
        clearInterval(depositSweep);
        // The rounds stop first: a round left running is resumed by the next leader.
        await leaders?.stop();
        await schedulerStarted;
        await scheduler?.stop();
        await Promise.all([app.close(), realtimeNode.close()]);
        await runtime.close();
      })()),
  };
}
