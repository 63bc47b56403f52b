import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

export type { Logger };

const CENSOR = '[redacted]';

/** Fields that hold a credential wherever they appear: top level or one object down. */
const SECRET_FIELDS = [
  'password',
  'current_password',
  'password_confirmation',
  'token',
  'secret',
  'PUSHER_APP_SECRET',
  'PAYMENT_WEBHOOK_SECRET',
  // Connection strings carry their password (postgres://user:pass@host).
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
];

/** Headers that authenticate a request or sign a webhook. */
const SECRET_HEADERS = ['authorization', 'cookie', 'x-signature', 'x-api-key'];

/** pino redact paths: logs never hold passwords, tokens, secrets or mail bodies (issue 11 §6). */
export const REDACT_PATHS = [
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
  ...SECRET_HEADERS.flatMap((header) => [
    `req.headers["${header}"]`,
    `headers["${header}"]`,
    `*.headers["${header}"]`,
  ]),
  'res.headers["set-cookie"]',
  'mail.text',
  'mail.html',
];

/**
 * A request URL as it may be logged: mailed links carry their token in the path
 * (/password/reset/{token}) or the query (/email/verify/{id}?token=...), so the reset token is
 * replaced and every query string is dropped.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const safePath = path.replace(/(\/password\/reset\/)[^/]+/i, `$1${CENSOR}`);
  return queryAt === -1 ? safePath : `${safePath}?${CENSOR}`;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's own request serializer, with the URL redacted (it takes precedence over Fastify's). */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrl(request.url) : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Structured JSON logs; pretty only when a developer watches a terminal. */
export function createLoggerOptions(level: string, pretty: boolean): LoggerOptions {
  return {
    level,
    serializers: { req: serializeRequest },
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { colorize: true } } } : {}),
  };
}

/** `destination` lets a test read the lines it writes. */
export function createLogger(
  level: string,
  pretty = false,
  destination?: DestinationStream,
): Logger {
  const options = createLoggerOptions(level, pretty && !destination);
  return destination ? pino(options, destination) : pino(options);
}

/**
 * One line per answered request instead of Fastify's two (decision 027): request id, method,
 * URL without its secrets, status, time and the client's address. Those fields are all the
 * line holds, so it is written without the redaction paths, whose wildcards (`*.password`)
 * cost more than the rest of the line; everything else, a failed request's line included,
 * still goes through them.
 */
export class RequestLogController extends LogController {
  readonly #lines: Logger;

  constructor(logger: Logger) {
    super();
    this.#lines = logger.child({}, { redact: [] });
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 100) / 100,
      remoteAddress: request.ip,
    };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else this.#lines.info({ reqId: request.id, ...line }, 'request completed');
  }
}
