import type { StaffActor } from '../platform/auth';

/** A staff action a test makes directly on a service, as an operator's CLI command would. */
export const TEST_OPERATOR: StaffActor = {
  userId: null,
  role: 'admin',
  source: 'cli',
  ip: null,
  userAgent: 'vitest',
};
