import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

const CHILD_ENV = 'BENCH_CRASH_WATCHERS';

export interface WatcherCount {
  /** Bytes on the wire per channel: each frame's payload plus its header. */
  bytes: Record<string, number>;
  frames: Record<string, number>;
  /** The server closed the socket during the count (a slow client is dropped at 4 MiB). */
  closed: boolean;
}

interface Options {
  port: number;
  appKey: string;
  count: number;
  /** Every watcher subscribes to these... */
  channels: string[];
  /** ...and the first `extraCount` watchers to these too. */
  extraChannels: string[];
  extraCount: number;
}

type FromChild = { type: 'ready' } | { type: 'counts'; counts: WatcherCount[] };

/** A server-to-client frame's header: 2 bytes, 4 from 126 bytes of payload, 10 from 64 KiB. */
const wireBytes = (payload: number) => payload + (payload < 126 ? 2 : payload < 65_536 ? 4 : 10);

/** One watcher: a plain `ws` client on the Pusher protocol, counting every channel frame. */
function watch(
  options: Options,
  channels: string[],
): Promise<{ socket: WebSocket; count: WatcherCount }> {
  const count: WatcherCount = { bytes: {}, frames: {}, closed: false };
  const socket = new WebSocket(`ws://127.0.0.1:${options.port}/app/${options.appKey}?protocol=7`);
  let pending = channels.length;
  return new Promise((resolve, reject) => {
    socket.on('error', reject);
    socket.on('close', () => (count.closed = true));
    socket.on('message', (raw: Buffer) => {
      // Frames are {"event":..,"channel":..,"data":..}: the head says which channel, no need
      // to parse a 250 KB table.
      const head = raw.subarray(0, 160).toString();
      const channel = /"channel":"([^"]+)"/.exec(head)?.[1];
      if (channel && !head.startsWith('{"event":"pusher')) {
        count.bytes[channel] = (count.bytes[channel] ?? 0) + wireBytes(raw.length);
        count.frames[channel] = (count.frames[channel] ?? 0) + 1;
      } else if (head.includes('pusher:connection_established')) {
        for (const name of channels) {
          socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: name } }));
        }
      } else if (head.includes('pusher_internal:subscription_succeeded')) {
        if ((pending -= 1) === 0) resolve({ socket, count });
      } else if (head.includes('pusher:ping')) {
        socket.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
      }
    });
  });
}

/** The child: connects and subscribes every watcher, counts until asked, answers, exits. */
async function watchChild(options: Options): Promise<void> {
  const watchers = await Promise.all(
    Array.from({ length: options.count }, (_, i) =>
      watch(
        options,
        i < options.extraCount ? [...options.channels, ...options.extraChannels] : options.channels,
      ),
    ),
  );
  process.on('message', () => {
    process.send?.({ type: 'counts', counts: watchers.map((w) => w.count) } satisfies FromChild);
    for (const { socket } of watchers) socket.terminate();
    process.exit(0);
  });
  process.send?.({ type: 'ready' } satisfies FromChild);
}

/**
 * The watchers of a round, in their own process: a browser's work receiving frames is not the
 * server's, and must not slow down the server under test. Resolves once all are subscribed.
 */
export async function startWatchers(options: Options) {
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, [CHILD_ENV]: JSON.stringify(options) },
  });
  const next = () =>
    new Promise<FromChild>((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`the watchers process exited (${code})`)));
    });
  await next();
  return {
    /** Every watcher's counts so far; the watchers are gone afterwards. */
    async report(): Promise<WatcherCount[]> {
      const answer = next();
      child.send('report');
      const message = await answer;
      return message.type === 'counts' ? message.counts : [];
    },
    kill: () => child.kill(),
  };
}

const childOptions = process.env[CHILD_ENV];
if (childOptions) await watchChild(JSON.parse(childOptions) as Options);
