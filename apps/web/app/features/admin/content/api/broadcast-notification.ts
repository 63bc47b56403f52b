import { notificationBroadcastResponseSchema } from '@casino/contracts';
import type { ApiClient } from '../../../../lib/api';

/** POST /api/admin/notifications/broadcast: one message to every player; answers how many. */
export async function broadcastNotification(api: ApiClient, message: string): Promise<number> {
  const path = '/api/admin/notifications/broadcast';
  return (await api.post(path, { message }, notificationBroadcastResponseSchema)).recipients;
}
