import { errorResponseSchema } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export type RoutesPlugin = FastifyPluginAsyncZod;

/** The error answers every call may give, for the OpenAPI document. */
export const ERROR_RESPONSES = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
} as const;
