import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { buildStudio, type Studio } from '../apps/demo-provider/src/app';
import { loadConfig } from '../apps/demo-provider/src/config';

/**
 * The bundled demo studio for `npm run bench -- load`, as `npm start` of apps/demo-provider
 * runs it (buildStudio with its own config, the public demo secret), in a worker thread: a
 * studio is a third party on its own machine, so its HTTP, engine and wallet-client work stays
 * off the casino nodes' event loop. One studio per casino node, each calling that node's
 * seamless wallet.
 */

export interface StudioSpec {
  port: number;
  /** The casino node's origin (server-to-server wallet calls). */
  casinoUrl: string;
  /** Where its round record (rounds.jsonl) goes. */
  dataDir: string;
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  const specs = workerData as StudioSpec[];
  const studios: Studio[] = [];
  for (const spec of specs) {
    const config = loadConfig({
      HOST: '127.0.0.1',
      PORT: String(spec.port),
      PUBLIC_URL: `http://127.0.0.1:${spec.port}`,
      CASINO_URL: spec.casinoUrl,
      CASINO_PUBLIC_URL: spec.casinoUrl,
      STUDIO_DATA_DIR: spec.dataDir,
      LOG_LEVEL: 'silent',
    });
    const studio = await buildStudio({ config, logger: false });
    await studio.app.listen({ host: config.HOST, port: config.PORT });
    studios.push(studio);
  }
  port.once('message', () => {
    void Promise.all(studios.map((studio) => studio.close())).then(() =>
      port.postMessage('closed'),
    );
  });
  port.postMessage('ready');
}
