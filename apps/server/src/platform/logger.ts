import pino, { type Logger, type LoggerOptions } from 'pino';

export type { Logger };

/** Structured JSON logs; pretty only when a developer watches a terminal. */
export function createLoggerOptions(level: string, pretty: boolean): LoggerOptions {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { colorize: true } } } : {}),
  };
}

export function createLogger(level: string, pretty = false): Logger {
  return pino(createLoggerOptions(level, pretty));
}
