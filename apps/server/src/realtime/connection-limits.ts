import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import proxyAddr from '@fastify/proxy-addr';
import type { WebSocket } from 'ws';
import type { Config } from '../config';
import type { Logger } from '../platform/logger';

/**
 * The client address the per-address cap counts, as Fastify derives request.ip (app.ts): the
 * socket's peer unless TRUST_PROXY trusts it, then X-Forwarded-For as far as the trusted
 * proxies (a hop count, or a list of addresses / ranges) vouch for it.
 */
export function createClientAddress(
  trustProxy: Config['TRUST_PROXY'],
): (request: IncomingMessage) => string {
  if (trustProxy === false) return (request) => request.socket.remoteAddress ?? 'unknown';
  const trust =
    typeof trustProxy === 'number'
      ? (_address: string, hop: number) => hop < trustProxy
      : proxyAddr.compile(trustProxy);
  return (request) => proxyAddr(request, trust);
}

function refuseUpgrade(socket: Duplex, reason: string): void {
  socket.once('finish', () => socket.destroy());
  socket.end(
    'HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nRetry-After: 10\r\n' +
      `Content-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`,
  );
}

/**
 * The connection caps (WS_MAX_CONNECTIONS in all, WS_MAX_CONNECTIONS_PER_IP per client address).
 * The caps are checked before upgrading: a refused socket costs one short HTTP answer, not a
 * websocket (and a close handshake a flooder would never finish). Every upgraded socket
 * counts until it closes, including those the handshake checks refuse.
 */
export function createConnectionLimits(options: {
  maxConnections: number;
  maxConnectionsPerAddress: number;
  clientAddress?: ((request: IncomingMessage) => string) | undefined;
  logger: Logger;
}) {
  const { logger } = options;
  const clientAddress =
    options.clientAddress ?? ((request) => request.socket.remoteAddress ?? 'unknown');
  let socketCount = 0;
  const socketsPerAddress = new Map<string, number>();

  return {
    /** The client's address when both caps leave room; otherwise answers 503 and returns null. */
    admit(request: IncomingMessage, socket: Duplex): string | null {
      const address = clientAddress(request);
      const fromAddress = socketsPerAddress.get(address) ?? 0;
      if (socketCount >= options.maxConnections) {
        logger.debug({ address }, 'websocket refused: over capacity');
        refuseUpgrade(socket, 'Over capacity');
        return null;
      }
      if (fromAddress >= options.maxConnectionsPerAddress) {
        logger.debug({ address }, 'websocket refused: too many connections from this address');
        refuseUpgrade(socket, 'Too many connections from this address');
        return null;
      }
      return address;
    },

    /** Counts an upgraded socket, in all and for its address, until it closes. */
    track(address: string, ws: WebSocket): void {
      socketCount += 1;
      socketsPerAddress.set(address, (socketsPerAddress.get(address) ?? 0) + 1);
      ws.once('close', () => {
        socketCount -= 1;
        const left = (socketsPerAddress.get(address) ?? 1) - 1;
        if (left > 0) socketsPerAddress.set(address, left);
        else socketsPerAddress.delete(address);
      });
    },
  };
}
