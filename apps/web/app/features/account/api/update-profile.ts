import { profileUpdateResponseSchema } from '@casino/contracts';
import type { ProfileUpdateRequest, ProfileUpdateResponse } from '@casino/contracts';
import type { ApiClient } from '../../../lib/api';

/** PATCH /api/settings/profile: answers "account data updated" and the refreshed user. */
export function updateProfile(
  api: ApiClient,
  body: ProfileUpdateRequest,
): Promise<ProfileUpdateResponse> {
  return api.patch('/api/settings/profile', body, profileUpdateResponseSchema);
}
