import middie from '@fastify/middie';
import type { ServerBuild } from 'react-router';
import { createServer as createViteServer } from 'vite';
import { loadConfig, loadDotEnv } from './config';
import { createLogger } from './platform/logger';
import { startServer } from './server';
import { createWebApp, webSettingsOf, WEB_DIR } from './web/ssr';
import path from 'node:path';

// Development: the same server, with Vite's middleware serving the web app with hot reload.
loadDotEnv();
const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL, true);
const vite = await createViteServer({
  root: WEB_DIR,
  configFile: path.join(WEB_DIR, 'vite.config.ts'),
  server: { middlewareMode: true },
  appType: 'custom',
});
const web = createWebApp({
  build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
  mode: 'development',
  clientDir: null,
  ...webSettingsOf(config),
  beforeRender: async (app) => {
    await app.register(middie);
    app.use(vite.middlewares);
  },
});
const server = await startServer({ config, logger, web });
logger.info(`dev server on http://localhost:${config.PORT}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(
    signal,
    () =>
      void server
        .close()
        .then(() => vite.close())
        .then(() => process.exit(0)),
  );
}
