import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { appAlertChannel, type AppAlertEvent } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { postgresTestUrl, redisTestUrl } from './test/harness';
import { signUpPlayer } from './test/http';
import {
  connectPusherJs,
  nextEvent,
  subscribe,
  TEST_PUSHER,
  useRealtimeTestNodes,
} from './test/realtime';
import { useScratchDatabase } from './test/suite';

const run = promisify(execFile);
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const redisUrl = redisTestUrl();
const serverUrl = postgresTestUrl();

describe.runIf(redisUrl && serverUrl)(
  'a CLI command reaches connected players (PostgreSQL + Redis)',
  () => {
    const scratch = useScratchDatabase(serverUrl);
    const [node] = useRealtimeTestNodes(() => ({ redisUrl, databaseUrl: scratch.url }));

    it(
      'notify:all stores the message and the player’s open page shows it at once',
      { timeout: 60_000 },
      async () => {
        const player = await signUpPlayer(node.api);
        const client = connectPusherJs(node, player.token);
        try {
          const { channel, result } = subscribe(client, appAlertChannel(player.id));
          await result;
          const alert = nextEvent<AppAlertEvent>(channel, 'AppAlertEvent', 30_000);
          const text = `Maintenance tonight at 02:00 (${Date.now()})`;
          const { stdout } = await run(
            process.execPath,
            ['--import', 'tsx', 'src/cli.ts', 'notify:all', '--message', text],
            {
              cwd: SERVER_DIR,
              env: {
                PATH: process.env.PATH,
                DATA_DIR: mkdtempSync(path.join(tmpdir(), 'casino-cli-')),
                DATABASE_URL: scratch.url,
                REDIS_URL: redisUrl,
                ...TEST_PUSHER,
                LOG_LEVEL: 'silent',
              },
            },
          );
          expect(JSON.parse(stdout)).toEqual({ recipients: 1 });
          expect(await alert).toEqual({ type: 'NEW_NOTIFICATION', value: 'broadcast', text });
          const stored = await node.api.post(
            '/api/user/notifications',
            {},
            { token: player.token },
          );
          expect(stored.body.notifications).toEqual([
            expect.objectContaining({ type: 'broadcast', message: text, read: 0 }),
          ]);
        } finally {
          client.disconnect();
        }
      },
    );
  },
);
