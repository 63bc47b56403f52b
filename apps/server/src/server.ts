import { buildApp, type App } from './app';
import { composeRuntime, type Runtime } from './compose';
import type { Config } from './config';
import type { Logger } from './platform/logger';
import { startRealtimeNode } from './realtime/realtime-node';
import type { RealtimeServer } from './realtime/ws-server';
import type { WebApp } from './web/ssr';

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
      const row = await usersService.findById(userId);
      return row ? usersService.toUser(row) : null;
    },
    logger,
    port: config.WS_PORT,
    host: config.HOST,
  });
  const realtime = realtimeNode.server;
  let closing: Promise<void> | null = null;
  return {
    app,
    realtime,
    runtime,
    close: () =>
      (closing ??= (async () => {
        await Promise.all([app.close(), realtimeNode.close()]);
        await runtime.close();
      })()),
  };
}
