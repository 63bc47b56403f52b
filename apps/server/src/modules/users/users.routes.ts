import {
  passwordUpdateRequestSchema,
  profileUpdateRequestSchema,
  profileUpdateResponseSchema,
  referralsResponseSchema,
  sessionsResponseSchema,
  statusResponseSchema,
  userResponseSchema,
  VERIFICATION_DOCUMENT_TYPES,
  verificationDocumentsResponseSchema,
  verificationUploadRequestSchema,
  verificationUploadResponseSchema,
  z,
} from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import { requirePermission, requirePrincipal } from '../../platform/auth';
import { handleError, toAppError } from '../../platform/error-handler';
import { AppError } from '../../platform/errors';
import { localeFromHeader, translate } from '../../platform/i18n';
import { ERROR_RESPONSES, type RoutesPlugin } from '../../platform/routing';
import type { AuthService } from '../auth/auth.service';
import { fileTooLarge } from './users.documents';
import type { UsersService } from './users.service';

const message = (request: FastifyRequest, key: string) =>
  translate(localeFromHeader(request.headers['accept-language']), `status:${key}`);
const secured = { security: [{ bearer: [] }] };

export function usersRoutes({
  usersService,
  authService,
}: {
  usersService: UsersService;
  authService: AuthService;
}): RoutesPlugin {
  return async (app) => {
    app.get(
      '/user',
      {
        schema: {
          tags: ['account'],
          summary: 'The logged-in user (spec §7 GET /user)',
          ...secured,
          response: { 200: userResponseSchema, 401: ERROR_RESPONSES[401] },
        },
      },
      async (request) => ({
        user: await usersService.getUser(requirePrincipal(request)),
        status: 'ok' as const,
      }),
    );

    app.patch(
      '/settings/profile',
      {
        schema: {
          tags: ['account'],
          summary:
            'Change name, e-mail or currency; a new e-mail needs current_password and ends the other sessions (spec §7 PATCH /settings/profile)',
          ...secured,
          body: profileUpdateRequestSchema,
          response: { 200: profileUpdateResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => ({
        status: 'ok' as const,
        message: message(request, 'account_data_updated'),
        user: await authService.updateProfile(requirePrincipal(request), request.body),
      }),
    );

    app.patch(
      '/settings/password',
      {
        schema: {
          tags: ['account'],
          summary: 'Change the password; other sessions end (spec §7 PATCH /settings/password)',
          ...secured,
          body: passwordUpdateRequestSchema,
          response: { 200: statusResponseSchema, ...ERROR_RESPONSES },
        },
        // spec §8: a failed change answers the account_password_updated_error text.
        errorHandler: (error, request, reply) => {
          const failure = toAppError(error);
          return handleError(
            failure.code === 'VALIDATION_FAILED'
              ? new AppError('PASSWORD_UPDATE_FAILED', { fields: failure.options.fields ?? {} })
              : failure,
            request,
            reply,
          );
        },
      },
      async (request) => {
        await usersService.changePassword(requirePrincipal(request), request.body);
        return { status: 'ok' as const, message: message(request, 'account_password_updated') };
      },
    );

    app.get(
      '/user/logs',
      {
        schema: {
          tags: ['account'],
          summary: 'Active sessions (spec §7 GET /user/logs)',
          ...secured,
          response: { 200: sessionsResponseSchema, 401: ERROR_RESPONSES[401] },
        },
      },
      async (request) => ({ sessions: await usersService.listSessions(requirePrincipal(request)) }),
    );

    app.delete(
      '/user/sessions/:id',
      {
        schema: {
          tags: ['account'],
          summary: 'End one of your sessions',
          ...secured,
          params: z.object({ id: z.coerce.number().int().positive() }),
          response: {
            200: statusResponseSchema,
            401: ERROR_RESPONSES[401],
            404: ERROR_RESPONSES[401],
          },
        },
      },
      async (request) => {
        await usersService.revokeSession(requirePrincipal(request), request.params.id);
        return { status: 'ok' as const, message: message(request, 'session_revoked') };
      },
    );

    app.get(
      '/user/referrals',
      {
        schema: {
          tags: ['account'],
          summary: 'Your referral link and how many players joined through it',
          ...secured,
          response: { 200: referralsResponseSchema, 401: ERROR_RESPONSES[401] },
        },
      },
      async (request) => usersService.getReferrals(requirePrincipal(request)),
    );

    app.get(
      '/settings/verification',
      {
        schema: {
          tags: ['account'],
          summary: 'Your identity documents and their review status',
          ...secured,
          response: { 200: verificationDocumentsResponseSchema, 401: ERROR_RESPONSES[401] },
        },
      },
      async (request) => ({
        documents: await usersService.listDocuments(requirePrincipal(request)),
      }),
    );

    app.post(
      '/settings/verification',
      {
        schema: {
          tags: ['account'],
          summary:
            'Upload an identity document (multipart: document_type, file; JPG/PNG/PDF by content, up to UPLOAD_MAX_BYTES)',
          ...secured,
          consumes: ['multipart/form-data'],
          response: { 201: verificationUploadResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request, reply) => {
        const principal = requirePrincipal(request);
        if (!request.isMultipart())
          throw new AppError('FILE_REQUIRED', { fields: { file: [{ key: 'file_required' }] } });
        let documentType: string | undefined;
        // The declared MIME type is not kept: the service tells the type from the bytes.
        let file: { fileName: string; data: Buffer } | null = null;
        const { maxBytes } = usersService.documentLimits;
        for await (const part of request.parts({
          limits: { fileSize: maxBytes, files: 1 },
        })) {
          if (part.type === 'file') {
            const data = await part.toBuffer().catch((error: unknown) => {
              // Past the limit busboy stops reading: nothing larger is ever held in memory.
              if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
                throw fileTooLarge(maxBytes);
              throw error;
            });
            if (data.length > 0) file = { fileName: part.filename, data };
          } else if (part.fieldname === 'document_type') {
            documentType = String(part.value);
          }
        }
        const type =
          verificationUploadRequestSchema(maxBytes).shape.document_type.safeParse(documentType);
        if (!file)
          throw new AppError('FILE_REQUIRED', { fields: { file: [{ key: 'file_required' }] } });
        if (!type.success) {
          throw AppError.validation({
            document_type: [
              {
                key: documentType ? 'invalid_value' : 'required',
                params: { values: VERIFICATION_DOCUMENT_TYPES.join(', ') },
              },
            ],
          });
        }
        const document = await usersService.uploadDocument(principal, {
          documentType: type.data,
          ...file,
        });
        return reply.status(201).send({ document });
      },
    );

    app.get(
      '/admin/verification/:id/file',
      {
        schema: {
          tags: ['admin'],
          summary: "An identity document's file, for its reviewer (documents.review)",
          ...secured,
          params: z.object({ id: z.coerce.number().int().positive() }),
        },
      },
      async (request, reply) => {
        requirePermission(request, 'documents.review');
        const { data, mimeType } = await usersService.readDocumentFile(request.params.id);
        // Shown inline, never cached, never sniffed into something else.
        return reply
          .type(mimeType)
          .header('cache-control', 'no-store')
          .header('content-disposition', 'inline')
          .header('x-content-type-options', 'nosniff')
          .send(data);
      },
    );

    app.patch(
      '/admin/verification/:id',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Approve or reject an identity document (documents.review: admin, finance, support)',
          ...secured,
          params: z.object({ id: z.coerce.number().int().positive() }),
          body: z.object({
            status: z.enum(['approved', 'rejected']),
            reason: z.string().trim().max(500).optional(),
          }),
          response: { 200: verificationUploadResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const reviewer = requirePermission(request, 'documents.review');
        const { document } = await usersService.reviewDocument(
          reviewer,
          request.params.id,
          request.body,
        );
        return { document };
      },
    );
  };
}
