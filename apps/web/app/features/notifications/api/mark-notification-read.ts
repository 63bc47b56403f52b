import { notificationReadResponseSchema } from '@casino/contracts';
import type { Notification } from '@casino/contracts';
import type { ApiClient } from '../../../lib/api';

/** POST /api/user/notifications/read {id}: answers the updated record (spec §4). */
export function markNotificationRead(
  api: ApiClient,
  id: number,
): Promise<{ notification: Notification }> {
  return api.post('/api/user/notifications/read', { id }, notificationReadResponseSchema);
}
