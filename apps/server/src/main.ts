import { ConfigError, loadConfig, loadDotEnv } from './config';
import { checkLiveSettings, LiveModeError } from './live-mode';
import { createLogger } from './platform/logger';
import { startServer } from './server';
import { createWebApp, webSettingsOf, loadWebBuild, WEB_BUILD_DIR } from './web/ssr';
import path from 'node:path';

loadDotEnv();
let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const liveProblems = checkLiveSettings(config);
if (liveProblems.length > 0) {
  console.error(new LiveModeError(liveProblems).message);
  process.exit(1);
}

const logger = createLogger(config.LOG_LEVEL);
if (config.generatedSecrets.length > 0) {
  logger.warn(
    { keys: config.generatedSecrets, file: path.join(config.DATA_DIR, 'secrets.json') },
    'secrets not set in the environment; using locally generated ones (set them when running several nodes)',
  );
}

const web = createWebApp({
  build: await loadWebBuild(),
  mode: 'production',
  clientDir: path.join(WEB_BUILD_DIR, 'client'),
  ...webSettingsOf(config),
});
let server;
try {
  server = await startServer({ config, logger, web });
} catch (error) {
  if (error instanceof LiveModeError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
logger.info(
  {
    url: config.APP_URL,
    port: config.PORT,
    wsPort: config.WS_PORT,
    database: server.runtime.database.driver,
    mode: config.APP_MODE,
  },
  `casino ready on http://localhost:${config.PORT}`,
);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('graceful shutdown timed out');
      process.exit(1);
    }, config.SHUTDOWN_GRACE_MS);
    timer.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
