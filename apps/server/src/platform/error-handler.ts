import { toIssueParams, type ErrorCode, type ErrorResponse, type Locale } from '@casino/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ERROR_STATUS, type FieldIssue } from './errors';
import { localeFromHeader, translate } from './i18n';

/** Fastify's own error codes that are the client's fault, and what we call them. */
const FASTIFY_CODES: Record<string, { code: ErrorCode; field?: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', field: 'body' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', field: 'body' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'MALFORMED_JSON', field: 'body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'MALFORMED_JSON', field: 'body' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'MALFORMED_JSON', field: 'body' },
  FST_ERR_VALIDATION: { code: 'VALIDATION_FAILED' },
  FST_REQ_FILE_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', field: 'file' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', field: 'body' },
};

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** Where a zod issue points: `email`, `items.0.amount`; the whole body is `body`. */
function toFieldName(instancePath: string, context: string | undefined): string {
  const field = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return field || (context === 'body' || !context ? 'body' : context);
}

/** Normalises anything thrown into our one error type. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, FieldIssue[]> = {};
    for (const issue of error.validation) {
      const field = toFieldName(issue.instancePath, error.validationContext);
      (fields[field] ??= []).push({
        key: issue.message ?? 'invalid',
        params: toIssueParams(issue.params),
      });
    }
    return AppError.validation(fields);
  }
  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (known) {
    if (!known.field) return new AppError(known.code, { cause: error });
    const fields: Record<string, FieldIssue[]> = {
      [known.field]: [{ key: `errors:${known.code}` }],
    };
    return new AppError(known.code, { fields, cause: error });
  }
  const status = fastifyError.statusCode ?? 500;
  if (status === 429) {
    const retryAfter =
      Number((error as { headers?: Record<string, unknown> }).headers?.['retry-after']) || 60;
    return new AppError('RATE_LIMITED', { params: { retryAfter }, cause: error });
  }
  if (error instanceof SyntaxError && status === 400) {
    return new AppError('MALFORMED_JSON', { fields: { body: [{ key: 'errors:MALFORMED_JSON' }] } });
  }
  if (status >= 400 && status < 500) {
    return new AppError(STATUS_CODES[status] ?? 'VALIDATION_FAILED', { cause: error });
  }
  return new AppError('INTERNAL', { cause: error });
}

/** Builds the `{message, code, errors}` body in the request's language. */
export function toErrorResponse(error: AppError, locale: Locale): ErrorResponse {
  const body: ErrorResponse = {
    message: translate(locale, `errors:${error.code}`, error.options.params),
    code: error.code,
  };
  if (error.options.fields) {
    body.errors = Object.fromEntries(
      Object.entries(error.options.fields).map(([field, issues]) => [
        field,
        issues.map((issue) =>
          translate(
            locale,
            issue.key.includes(':') ? issue.key : `validation:${issue.key}`,
            issue.params,
          ),
        ),
      ]),
    );
  }
  return body;
}

function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const locale = localeFromHeader(request.headers['accept-language']);
  const status = ERROR_STATUS[error.code];
  if (status >= 500) {
    request.log.error({ err: error.options.cause ?? error }, 'request failed');
  } else {
    request.log.info({ code: error.code, status }, 'request rejected');
  }
  for (const [name, value] of Object.entries(error.options.headers ?? {}))
    reply.header(name, value);
  if (error.code === 'RATE_LIMITED' && error.options.params?.retryAfter !== undefined) {
    reply.header('retry-after', String(error.options.params.retryAfter));
  }
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(toErrorResponse(error, locale));
}

/**
 * The one error handler: codes to statuses and to the spec's texts, translated by
 * Accept-Language. 5xx answers never carry details; they are logged instead.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error, request, reply) => sendError(request, reply, toAppError(error)));
});

/** Answers any error the way the global handler does (for route-level handlers that re-map). */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  return sendError(request, reply, toAppError(error));
}

/** JSON 404 for unknown API paths (the web's catch-all renders HTML 404s for the rest). */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(request, reply, new AppError('ROUTE_NOT_FOUND'));
}
