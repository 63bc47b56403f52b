import {
  notificationBroadcastResponseSchema,
  notificationBroadcastSchema,
  notificationReadRequestSchema,
  notificationReadResponseSchema,
  notificationsRequestSchema,
  notificationsResponseSchema,
} from '@casino/contracts';
import { requirePermission, requirePrincipal } from '../../platform/auth';
import { localeFromHeader } from '../../platform/i18n';
import { ERROR_RESPONSES, type RoutesPlugin } from '../../platform/routing';
import type { NotificationsService } from './notifications.service';

const secured = { security: [{ bearer: [] }] };

export function notificationsRoutes({
  notificationsService,
}: {
  notificationsService: NotificationsService;
}): RoutesPlugin {
  return async (app) => {
    app.post(
      '/user/notifications',
      {
        schema: {
          tags: ['account'],
          summary: 'Your notifications, newest first (spec §7 POST /user/notifications)',
          ...secured,
          body: notificationsRequestSchema,
          response: { 200: notificationsResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) =>
        notificationsService.list(
          requirePrincipal(request),
          localeFromHeader(request.headers['accept-language']),
          request.body,
        ),
    );

    app.post(
      '/user/notifications/read',
      {
        schema: {
          tags: ['account'],
          summary: 'Mark a notification read; answers the updated record',
          ...secured,
          body: notificationReadRequestSchema,
          response: { 200: notificationReadResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => ({
        notification: await notificationsService.markRead(
          requirePrincipal(request),
          localeFromHeader(request.headers['accept-language']),
          request.body.id,
        ),
      }),
    );

    app.post(
      '/admin/notifications/broadcast',
      {
        schema: {
          tags: ['admin'],
          summary: 'Send a notification to every player',
          ...secured,
          body: notificationBroadcastSchema,
          response: { 200: notificationBroadcastResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const staff = requirePermission(request, 'notifications.broadcast');
        return {
          status: 'ok' as const,
          recipients: await notificationsService.broadcast(staff, request.body.message),
        };
      },
    );
  };
}
