import { crashSettingsResponseSchema, type CrashGameSettingsView } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../../lib/api';

/** GET /api/admin/originals/settings: every crash game's edge, betting window and limits. */
export async function getCrashSettings(
  api: ApiClient,
  init?: ApiRequestInit,
): Promise<CrashGameSettingsView[]> {
  return (await api.get('/api/admin/originals/settings', crashSettingsResponseSchema, init)).games;
}
