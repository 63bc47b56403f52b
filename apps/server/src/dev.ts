import middie from '@fastify/middie';
import type { ServerBuild } from 'react-router';
import { createServer as createViteServer } from 'vite';
import { loadConfig, loadDotEnv } from './config';
import { createLogger } from './platform/logger';
import { startServer } from './server';
import { createWebApp, WEB_DIR } from './web/ssr';
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
  appUrl: config.APP_URL,
  appName: config.APP_NAME,
  appMode: config.APP_MODE,
  bodyLimitBytes: config.BODY_LIMIT_BYTES,
  uploadLimitBytes: config.UPLOAD_MAX_BYTES,
  realtime: { appKey: config.PUSHER_APP_KEY, wsPort: config.WS_PORT },
  beforeRender: async (app) => {
    await app.register(middie);
    app.use(vite.middlewares);
  },
});
const server = await startServer({ config, logger, web });
logger.info(`dev server on http://localhost:${config.PORT}`);
process.once(
  'SIGINT',
  () =>
    void server
      .close()
      .then(() => vite.close())
      .then(() => process.exit(0)),
);
process.once(
  'SIGTERM',
  () =>
    void server
      .close()
      .then(() => vite.close())
      .then(() => process.exit(0)),
);
