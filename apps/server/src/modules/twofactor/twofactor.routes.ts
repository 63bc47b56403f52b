import {
  errorResponseSchema,
  statusResponseSchema,
  twoFactorCodeRequestSchema,
  twoFactorRecoveryCodesResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusResponseSchema,
} from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { localeFromHeader, translate } from '../../platform/i18n';
import { ERROR_RESPONSES, type RoutesPlugin } from '../../platform/routing';
import type { TwoFactorService } from './twofactor.service';

const secured = { tags: ['account'], security: [{ bearer: [] }] };
/** 409: already on, not on, or no pending setup; 429: too many wrong codes. */
const ANSWERS = { ...ERROR_RESPONSES, 409: errorResponseSchema };
const message = (request: FastifyRequest, key: string) =>
  translate(localeFromHeader(request.headers['accept-language']), `status:${key}`);

/** The caller's own two-factor authentication (issue 18); every call acts on the caller only. */
export function twoFactorRoutes({
  twoFactorService,
}: {
  twoFactorService: TwoFactorService;
}): RoutesPlugin {
  return async (app) => {
    app.get(
      '/user/two-factor',
      {
        schema: {
          ...secured,
          summary: 'Whether two-factor authentication is on, and the recovery codes left',
          response: { 200: twoFactorStatusResponseSchema, 401: ERROR_RESPONSES[401] },
        },
      },
      async (request) => twoFactorService.getStatus(requirePrincipal(request).userId),
    );

    app.post(
      '/user/two-factor/setup',
      {
        schema: {
          ...secured,
          summary: 'Start (or restart) enrolment: a new secret, its otpauth URL and QR code',
          response: { 200: twoFactorSetupResponseSchema, ...ANSWERS },
        },
      },
      async (request) => twoFactorService.startSetup(requirePrincipal(request).userId),
    );

    app.post(
      '/user/two-factor/enable',
      {
        schema: {
          ...secured,
          summary: 'Confirm the new secret with a code; answers ten recovery codes, shown once',
          body: twoFactorCodeRequestSchema,
          response: { 200: twoFactorRecoveryCodesResponseSchema, ...ANSWERS },
        },
      },
      async (request) => ({
        status: 'ok' as const,
        message: message(request, 'two_factor_enabled'),
        recovery_codes: await twoFactorService.enable(
          requirePrincipal(request).userId,
          request.body.code,
          request.ip,
        ),
      }),
    );

    app.post(
      '/user/two-factor/disable',
      {
        schema: {
          ...secured,
          summary: 'Turn two-factor authentication off with a current code or a recovery code',
          body: twoFactorCodeRequestSchema,
          response: { 200: statusResponseSchema, ...ANSWERS },
        },
      },
      async (request) => {
        await twoFactorService.disable(
          requirePrincipal(request).userId,
          request.body.code,
          request.ip,
        );
        return { status: 'ok' as const, message: message(request, 'two_factor_disabled') };
      },
    );

    app.post(
      '/user/two-factor/recovery-codes',
      {
        schema: {
          ...secured,
          summary: 'Replace the recovery codes (a current code needed); the new ones shown once',
          body: twoFactorCodeRequestSchema,
          response: { 200: twoFactorRecoveryCodesResponseSchema, ...ANSWERS },
        },
      },
      async (request) => ({
        status: 'ok' as const,
        message: message(request, 'recovery_codes_replaced'),
        recovery_codes: await twoFactorService.replaceRecoveryCodes(
          requirePrincipal(request).userId,
          request.body.code,
          request.ip,
        ),
      }),
    );
  };
}
