import { buildApp, type App } from './app';
import { composeRuntime, type Runtime } from './compose';
import type { Config } from './config';
import type { Logger } from './platform/logger';
import { createRealtimeServer, type RealtimeServer } from './realtime/ws-server';
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
  const runtime = await composeRuntime(config, logger);
  const app = await buildApp({
    config,
    services: runtime.services,
    logger,
    ...(options.web ? { web: options.web } : {}),
  });
  const realtime = createRealtimeServer({ appKey: config.PUSHER_APP_KEY, logger });
  await app.listen({ port: config.PORT, host: config.HOST });
  await realtime.listen(config.WS_PORT, config.HOST);
  let closing: Promise<void> | null = null;
  return {
    app,
    realtime,
    runtime,
    close: () =>
      (closing ??= (async () => {
        await Promise.all([app.close(), realtime.close()]);
        await runtime.close();
      })()),
  };
}
