import { isStaffRole, ROLES } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { isBackOfficeRole } from './back-office';

describe('isBackOfficeRole', () => {
  it.each(ROLES)('agrees with the contracts about %s', (role) => {
    expect(isBackOfficeRole(role)).toBe(isStaffRole(role));
  });
});
