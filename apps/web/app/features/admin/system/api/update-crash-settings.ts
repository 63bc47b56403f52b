import {
  crashSettingsChangeResponseSchema,
  type CrashGameSettingsView,
  type CrashSettingsChangeBody,
} from '@casino/contracts';
import type { ApiClient } from '../../../../lib/api';

/**
 * PATCH /api/admin/originals/:game/settings: the edge (percent text), the betting window
 * (seconds) and limits per currency (major units as text); the API reads and bounds them.
 */
export async function updateCrashSettings(
  api: ApiClient,
  game: string,
  body: CrashSettingsChangeBody,
): Promise<CrashGameSettingsView> {
  const path = `/api/admin/originals/${encodeURIComponent(game)}/settings`;
  return (await api.patch(path, body, crashSettingsChangeResponseSchema)).settings;
}
