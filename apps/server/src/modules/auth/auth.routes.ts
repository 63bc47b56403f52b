import {
  emailResendRequestSchema,
  emailVerifyRequestSchema,
  emailVerifyResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  loginResultSchema,
  loginTwoFactorRequestSchema,
  passwordEmailRequestSchema,
  passwordResetRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  statusResponseSchema,
  z,
} from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { describeClient } from '../../platform/client-info';
import { localeFromHeader, translate } from '../../platform/i18n';
import type { RateLimits } from '../../platform/rate-limit';
import { ERROR_RESPONSES, type RoutesPlugin } from '../../platform/routing';
import type { AuthService } from './auth.service';

const emailOf = (request: FastifyRequest) =>
  (request.body as { email?: string } | undefined)?.email;
const localeOf = (request: FastifyRequest) => localeFromHeader(request.headers['accept-language']);
const ok = (request: FastifyRequest, key: string) => ({
  status: 'ok' as const,
  message: translate(localeOf(request), `status:${key}`),
});

export function authRoutes({
  authService,
  rateLimits,
}: {
  authService: AuthService;
  rateLimits: RateLimits;
}): RoutesPlugin {
  return async (app) => {
    app.post(
      '/register',
      {
        schema: {
          tags: ['account'],
          summary: 'Create a player account (spec §7 POST /register)',
          body: registerRequestSchema,
          response: { 201: registerResponseSchema, ...ERROR_RESPONSES },
        },
        preHandler: rateLimits.guard('register', emailOf),
      },
      async (request, reply) => {
        const user = await authService.register(request.body, localeOf(request));
        return reply.status(201).send({ status: 'ok', user });
      },
    );

    app.post(
      '/login',
      {
        schema: {
          tags: ['account'],
          summary: 'Log in with e-mail and password (spec §7 POST /login)',
          description:
            'With two-factor authentication on, the right password answers `status: two_factor` ' +
            'and a challenge for POST /login/two-factor instead of a session.',
          body: loginRequestSchema,
          response: { 200: loginResultSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        // Only failures count, per address and per (address, account) pair (issue 11 §6).
        const attempt = await rateLimits.attempt('login', request.ip, request.body.email);
        const response = await authService.login(
          request.body,
          describeClient(request.ip, request.headers['user-agent']),
        );
        await attempt.succeeded();
        return response;
      },
    );

    app.post(
      '/login/two-factor',
      {
        schema: {
          tags: ['account'],
          summary: "The login's second step: the challenge and an authenticator or recovery code",
          description:
            'A wrong code answers 422 and keeps the challenge until it expires (5 minutes) or ' +
            'the account has no try left (5 wrong codes in 5 minutes; 429 after that).',
          body: loginTwoFactorRequestSchema,
          response: { 200: loginResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) =>
        authService.completeTwoFactorLogin(
          request.body,
          describeClient(request.ip, request.headers['user-agent']),
          request.ip,
        ),
    );

    app.get(
      '/logout',
      {
        schema: {
          tags: ['account'],
          summary: 'Revoke this token (spec §7 GET /logout)',
          security: [{ bearer: [] }],
          response: { 200: statusResponseSchema, 401: ERROR_RESPONSES[401] },
        },
      },
      async (request) => {
        await authService.logout(requirePrincipal(request));
        return ok(request, 'logged_out');
      },
    );

    app.post(
      '/password/email',
      {
        schema: {
          tags: ['account'],
          summary:
            'Mail a password reset link (same answer, in the same time, for unknown addresses)',
          body: passwordEmailRequestSchema,
          response: { 200: statusResponseSchema, ...ERROR_RESPONSES },
        },
        preHandler: rateLimits.guard('passwordEmail', emailOf),
      },
      async (request) => {
        authService.requestPasswordReset(request.body.email);
        return ok(request, 'reset_link_sent');
      },
    );

    app.post(
      '/password/reset',
      {
        schema: {
          tags: ['account'],
          summary: 'Set a new password with the mailed token (single use, 60 minutes)',
          body: passwordResetRequestSchema,
          response: { 200: statusResponseSchema, ...ERROR_RESPONSES },
        },
        preHandler: rateLimits.guard('passwordReset', emailOf),
      },
      async (request) => {
        await authService.resetPassword(request.body);
        return ok(request, 'password_reset');
      },
    );

    app.post(
      '/email/verify',
      {
        schema: {
          tags: ['account'],
          summary: 'Verify the e-mail address with the mailed link',
          body: emailVerifyRequestSchema,
          response: { 200: emailVerifyResponseSchema, ...ERROR_RESPONSES },
        },
        preHandler: rateLimits.guard('passwordReset'),
      },
      async (request) => {
        const user = await authService.verifyEmail(request.body);
        return { ...ok(request, 'email_verified'), user };
      },
    );

    app.post(
      '/email/resend',
      {
        schema: {
          tags: ['account'],
          summary: 'Mail a new verification link',
          body: emailResendRequestSchema,
          response: { 200: statusResponseSchema, ...ERROR_RESPONSES },
        },
        preHandler: rateLimits.guard(
          'emailResend',
          (request) => emailOf(request) ?? request.principal?.userId.toString(),
        ),
      },
      async (request) => {
        authService.resendVerification(request.principal, request.body.email);
        return ok(request, 'verification_sent');
      },
    );

    app.post(
      '/oauth/:provider',
      {
        schema: {
          tags: ['account'],
          summary: 'Social login (switched off, spec §1)',
          params: z.object({ provider: z.string().max(40) }),
          response: { 200: z.object({ url: z.string() }), 403: ERROR_RESPONSES[401] },
        },
      },
      async (request) => authService.startSocialLogin(request.params.provider),
    );
  };
}
