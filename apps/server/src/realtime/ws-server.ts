import { randomInt } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { Logger } from '../platform/logger';
import { WebSocketServer, type WebSocket } from 'ws';

/** Pusher protocol v7: seconds of silence before a client should ping. */
const ACTIVITY_TIMEOUT_SECONDS = 120;
const MAX_PAYLOAD_BYTES = 10 * 1024;

export interface RealtimeServer {
  listen(port: number, host: string): Promise<void>;
  close(): Promise<void>;
  readonly port: number | null;
}

/** Pusher's socket ids look like "1234.5678". */
function createSocketId(): string {
  return `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
}

function send(socket: WebSocket, event: string, data: unknown) {
  socket.send(JSON.stringify({ event, data: JSON.stringify(data) }));
}

/**
 * The websocket listener on WS_PORT, speaking the start of the Pusher protocol v7
 * (ws://host:port/app/{key}): connection_established, ping/pong and the unknown-app close code.
 * Channels, subscriptions and the HTTP events API arrive with the real-time issue.
 */
export function createRealtimeServer(options: { appKey: string; logger: Logger }): RealtimeServer {
  const http: Server = createServer((request, response) => {
    response.writeHead(request.url === '/' ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(request.url === '/' ? { status: 'ok' } : { message: 'Not found' }));
  });
  const wss = new WebSocketServer({ server: http, maxPayload: MAX_PAYLOAD_BYTES });

  wss.on('connection', (socket, request) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const match = /^\/app\/([^/]+)$/.exec(url.pathname);
    if (!match || match[1] !== options.appKey) {
      send(socket, 'pusher:error', { code: 4001, message: 'App key not in this cluster' });
      socket.close(4001, 'Unknown app key');
      return;
    }
    send(socket, 'pusher:connection_established', {
      socket_id: createSocketId(),
      activity_timeout: ACTIVITY_TIMEOUT_SECONDS,
    });
    socket.on('message', (raw) => {
      let message: { event?: unknown };
      try {
        message = JSON.parse(String(raw)) as { event?: unknown };
      } catch {
        return;
      }
      if (message.event === 'pusher:ping') send(socket, 'pusher:pong', {});
    });
  });

  let port: number | null = null;
  return {
    get port() {
      return port;
    },
    listen: (listenPort, host) =>
      new Promise((resolve, reject) => {
        http.once('error', reject);
        http.listen(listenPort, host, () => {
          const address = http.address();
          port = typeof address === 'object' && address ? address.port : listenPort;
          options.logger.info({ port }, 'websocket server listening');
          resolve();
        });
      }),
    close: () =>
      new Promise((resolve) => {
        for (const client of wss.clients) client.close(1001, 'Server shutting down');
        wss.close(() => http.close(() => resolve()));
        http.closeAllConnections();
      }),
  };
}
