import type { Role } from '@casino/contracts';
import { useTranslation } from 'react-i18next';

/** A role's name in the staff member's language: `admin:roles`, and "Player" for no staff. */
export function useRoleName(): (role: Role) => string {
  const { t } = useTranslation('admin');
  return (role) => (role === 'player' ? t('staff.player') : t(`roles.${role}`));
}
