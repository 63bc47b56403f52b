import { notificationsResponseSchema } from '@casino/contracts';
import type { NotificationsResponse } from '@casino/contracts';
import { createApiClient, type ApiClient, type ApiRequestInit } from '../../../lib/api';
import type { ServerArgs } from '../../../lib/request-memo.server';
import type { Session } from '../../../lib/session.server';

/** POST /api/user/notifications: the player's notifications, newest first (spec §4). */
export function getNotifications(
  api: ApiClient,
  query: { read?: boolean; page?: number; per_page?: number },
  init?: ApiRequestInit,
): Promise<NotificationsResponse> {
  return api.post('/api/user/notifications', query, notificationsResponseSchema, init);
}

/**
 * The unread count for the account menu's badge. Never throws: a failure shows no badge rather
 * than breaking the page (the root loader must always render).
 */
export async function loadUnreadCount(
  { request, context }: ServerArgs,
  session: Pick<Session, 'token' | 'locale'>,
): Promise<number> {
  if (!session.token) return 0;
  const api = createApiClient({
    fetch: context.fetchApi,
    token: session.token,
    locale: session.locale,
  });
  try {
    const { unread } = await getNotifications(
      api,
      { read: false, page: 1, per_page: 1 },
      { signal: request.signal },
    );
    return unread;
  } catch (error) {
    console.error('Loading the unread notifications failed', error);
    return 0;
  }
}
