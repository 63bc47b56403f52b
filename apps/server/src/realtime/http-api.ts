import { createHash, createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CHANNEL_NAME_PATTERN, SOCKET_ID_PATTERN } from '@casino/contracts';
import { z } from 'zod';
import type { Logger } from '../platform/logger';
import type { Broadcaster } from './broadcaster';
import { safeEqual } from './channel-auth';
import type { ChannelRegistry } from './channels';
import { isNodeEvent } from './protocol';

/** Pusher refuses requests whose auth_timestamp is more than 600 s away from its clock. */
export const AUTH_TIMESTAMP_WINDOW_SECONDS = 600;
/** Pusher's limits: 100 channels per event, 10 events per batch. */
const MAX_CHANNELS_PER_EVENT = 100;
const MAX_BATCH_SIZE = 10;

const channelName = z.string().regex(CHANNEL_NAME_PATTERN);
// `pusher:` and `pusher_internal:` belong to the protocol: a publisher may not fake them.
const eventName = z
  .string()
  .min(1)
  .max(200)
  .refine((name) => !name.startsWith('pusher'), 'reserved event name');
const socketId = z.string().regex(SOCKET_ID_PATTERN);

// The node messages (protocol.ts NODE_EVENT, channel-less) may come this way too: an operator
// command without Redis reaches the running node through this API (events-api-broadcaster.ts).
const eventSchema = z
  .object({
    name: z
      .string()
      .min(1)
      .max(200)
      .refine((name) => !name.startsWith('pusher') || isNodeEvent(name), 'reserved event name'),
    data: z.string(),
    channels: z.array(channelName).max(MAX_CHANNELS_PER_EVENT).optional(),
    channel: channelName.optional(),
    socket_id: socketId.optional(),
    info: z.string().optional(),
  })
  .refine(
    (event) =>
      isNodeEvent(event.name) || (event.channels?.length ?? 0) > 0 || event.channel !== undefined,
    { message: 'channels or channel is required' },
  );
const batchSchema = z.object({
  batch: z
    .array(
      z.object({
        name: eventName,
        data: z.string(),
        channel: channelName,
        socket_id: socketId.optional(),
        info: z.string().optional(),
      }),
    )
    .min(1)
    .max(MAX_BATCH_SIZE),
});

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

async function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) throw new HttpError(413, `Request body larger than ${limit} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new HttpError(413, `Request body larger than ${limit} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Pusher's request signature: auth_key, auth_timestamp (fresh), auth_version=1.0, body_md5 of a
 * body, and auth_signature = hex HMAC-SHA256(secret, "METHOD\npath\nsorted query") over the
 * other parameters, keys lower-cased and sorted, values as sent (not URL-encoded again).
 */
export function verifySignedRequest(options: {
  method: string;
  url: URL;
  body: Buffer;
  key: string;
  secret: string;
  nowSeconds: number;
}): string | null {
  const { url } = options;
  const params = new Map<string, string>();
  for (const [name, value] of url.searchParams) {
    const key = name.toLowerCase();
    if (params.has(key)) return `Duplicate query parameter ${key}`;
    params.set(key, value);
  }
  const signature = params.get('auth_signature');
  if (!signature) return 'Missing auth_signature';
  if (params.get('auth_key') !== options.key) return 'Unknown auth_key';
  if (params.get('auth_version') !== '1.0') return 'auth_version must be 1.0';
  const timestamp = Number(params.get('auth_timestamp'));
  if (
    !Number.isInteger(timestamp) ||
    Math.abs(options.nowSeconds - timestamp) > AUTH_TIMESTAMP_WINDOW_SECONDS
  ) {
    return `auth_timestamp must be within ${AUTH_TIMESTAMP_WINDOW_SECONDS} s of the server clock`;
  }
  if (options.body.length > 0) {
    const md5 = createHash('md5').update(options.body).digest('hex');
    if (!safeEqual(params.get('body_md5') ?? '', md5)) return 'body_md5 does not match the body';
  }
  params.delete('auth_signature');
  const query = [...params.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const expected = createHmac('sha256', options.secret)
    .update(`${options.method}\n${url.pathname}\n${query}`)
    .digest('hex');
  return safeEqual(signature.toLowerCase(), expected) ? null : 'Invalid signature';
}

function parseJson<T>(body: Buffer, schema: z.ZodType<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    throw new HttpError(400, 'Body is not JSON');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new HttpError(
      400,
      `Invalid body: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`,
    );
  }
  return parsed.data;
}

/**
 * Pusher's HTTP API on the websocket port (ARCHITECTURE "Decisions"), so the official `pusher`
 * server SDKs publish unchanged: POST /apps/{id}/events and /batch_events, and the channel
 * queries GET /apps/{id}/channels[/{name}[/users]] (answered from this node's sockets).
 */
export function createHttpApiHandler(options: {
  appId: string;
  appKey: string;
  appSecret: string;
  maxMessageBytes: number;
  broadcaster: Broadcaster;
  registry: () => ChannelRegistry<unknown> | null;
  logger: Logger;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  // A full batch of maximal events plus their JSON framing.
  const bodyLimit = Math.max(64 * 1024, options.maxMessageBytes * (MAX_BATCH_SIZE + 2));

  function checkSize(data: string): void {
    if (Buffer.byteLength(data) > options.maxMessageBytes) {
      throw new HttpError(413, `Event data larger than ${options.maxMessageBytes} bytes`);
    }
  }

  async function publishEvents(path: 'events' | 'batch_events', body: Buffer) {
    if (path === 'events') {
      const event = parseJson(body, eventSchema);
      checkSize(event.data);
      const channels = event.channels ?? (event.channel ? [event.channel] : []);
      await options.broadcaster.publish({
        channels,
        event: event.name,
        data: event.data,
        socketId: event.socket_id,
      });
      return {};
    }
    const { batch } = parseJson(body, batchSchema);
    for (const event of batch) checkSize(event.data);
    for (const event of batch) {
      await options.broadcaster.publish({
        channels: [event.channel],
        event: event.name,
        data: event.data,
        socketId: event.socket_id,
      });
    }
    return {};
  }

  function describeChannels(url: URL, name?: string, users?: boolean) {
    const registry = options.registry();
    const all = registry ? [...registry.channels()] : [];
    const info = new Set((url.searchParams.get('info') ?? '').split(',').filter(Boolean));
    if (name === undefined) {
      const prefix = url.searchParams.get('filter_by_prefix') ?? '';
      if (info.has('user_count') && !prefix.startsWith('presence-')) {
        throw new HttpError(400, 'info=user_count needs filter_by_prefix=presence-');
      }
      const channels: Record<string, { user_count?: number }> = {};
      for (const channel of all) {
        if (!channel.name.startsWith(prefix)) continue;
        channels[channel.name] =
          info.has('user_count') && channel.userCount !== null
            ? { user_count: channel.userCount }
            : {};
      }
      return { channels };
    }
    if (!CHANNEL_NAME_PATTERN.test(name)) throw new HttpError(400, 'Invalid channel name');
    const channel = all.find((entry) => entry.name === name);
    if (users) {
      if (!name.startsWith('presence-')) throw new HttpError(400, 'Not a presence channel');
      const ids = registry?.presenceOf(name).ids ?? [];
      return { users: ids.map((id) => ({ id })) };
    }
    return {
      occupied: channel !== undefined,
      ...(info.has('subscription_count')
        ? { subscription_count: channel?.subscriptionCount ?? 0 }
        : {}),
      ...(info.has('user_count') && name.startsWith('presence-')
        ? { user_count: channel?.userCount ?? 0 }
        : {}),
    };
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const method = request.method ?? 'GET';
    if (url.pathname === '/') {
      sendJson(response, 200, { status: 'ok' });
      return;
    }
    const match = /^\/apps\/([^/]+)\/(events|batch_events|channels)(?:\/([^/]+)(\/users)?)?$/.exec(
      url.pathname,
    );
    const [, appId, resource, channel, users] = match ?? [];
    if (!match || appId !== options.appId || (resource !== 'channels' && channel !== undefined)) {
      throw new HttpError(404, 'Not found');
    }
    const isPublish = resource === 'events' || resource === 'batch_events';
    if (method !== (isPublish ? 'POST' : 'GET')) throw new HttpError(405, 'Method not allowed');
    const body = await readBody(request, bodyLimit);
    const problem = verifySignedRequest({
      method,
      url,
      body,
      key: options.appKey,
      secret: options.appSecret,
      nowSeconds: Math.floor(now() / 1000),
    });
    if (problem) throw new HttpError(401, problem);
    const answer = isPublish
      ? await publishEvents(resource, body)
      : describeChannels(
          url,
          channel === undefined ? undefined : decodeURIComponent(channel),
          Boolean(users),
        );
    sendJson(response, 200, answer);
  }

  return (request: IncomingMessage, response: ServerResponse): void => {
    route(request, response).catch((error: unknown) => {
      if (error instanceof HttpError) {
        // Stop reading an oversized upload instead of draining it.
        if (error.status === 413) response.setHeader('connection', 'close');
        sendJson(response, error.status, { error: error.message });
        return;
      }
      options.logger.error({ err: error }, 'Pusher HTTP API request failed');
      sendJson(response, 503, { error: 'Service unavailable' });
    });
  };
}
