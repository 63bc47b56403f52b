import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { getButtonClass } from '../../../components/ui/button';

/**
 * spec §4/§8 token-expired warning, shown on /login?expired=1. "OK" is a link to the plain
 * login URL, so it dismisses the notice with or without JavaScript.
 */
export function SessionExpiredNotice() {
  const { t } = useTranslation();
  return (
    <div data-testid="session-expired" className="mb-6">
      <Alert
        tone="warning"
        title={t('auth.expiredTitle')}
        action={
          <Link to="/login" replace className={getButtonClass('secondary', 'sm', 'min-w-16')}>
            {t('auth.ok')}
          </Link>
        }
      >
        {t('auth.expiredText')}
      </Alert>
    </div>
  );
}
