import { buildStudio } from './app';
import { DEMO_STUDIO_SECRET, loadConfig } from './config';

/** Starts the studio: listen, and close gracefully on SIGTERM / SIGINT. */

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const studio = await buildStudio({ config });
if (config.PROVIDER_SECRET === DEMO_STUDIO_SECRET) {
  studio.app.log.warn(
    'PROVIDER_SECRET is the public demo secret: play money only (the casino refuses it in live mode)',
  );
}
await studio.app.listen({ host: config.HOST, port: config.PORT });
studio.app.log.info(
  { url: config.PUBLIC_URL, casino: config.CASINO_URL, provider: config.PROVIDER_CODE },
  `demo studio ready on ${config.PUBLIC_URL} (launch URL ${config.PUBLIC_URL}/launch)`,
);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    studio.app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    studio.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
