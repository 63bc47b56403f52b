import { statusResponseSchema } from '@casino/contracts';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { Button } from '../components/ui/button';
import { LogoutForm } from '../components/ui/logout-form';
import { AuthCard } from '../features/auth/components/auth-card';
import { createApiClient } from '../lib/api';
import { createExpiredTokenCookie, readTokenCookie } from '../lib/cookies';
import { resolveLocale } from '../lib/locale';
import type { Route } from './+types/logout';

/**
 * GET /logout never ends the session (issue 11: a link or an image elsewhere could): a signed-in
 * visitor sees a "Log out" button that posts, everybody else goes to the login page.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  if (!readTokenCookie(request.headers.get('Cookie'), context.appUrl)) throw redirect('/login');
  return null;
}

/**
 * spec §4: logout removes the token cookie and goes to login. The API is told too (spec §7
 * GET /logout) so the token dies server-side; its failure does not keep anyone signed in.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const cookieHeader = request.headers.get('Cookie');
  const token = readTokenCookie(cookieHeader, context.appUrl);
  if (token) {
    const api = createApiClient({
      fetch: context.fetchApi,
      token,
      locale: resolveLocale(cookieHeader),
    });
    try {
      await api.get('/api/logout', statusResponseSchema, { signal: request.signal });
    } catch (error) {
      console.error('Logging out at the API failed', error);
    }
  }
  const cookie = createExpiredTokenCookie(context.appUrl);
  throw redirect('/login', { headers: { 'Set-Cookie': cookie } });
}

export default function LogoutPage() {
  const { t } = useTranslation();
  return (
    <AuthCard
      className="max-w-md"
      icon={LogOut}
      title={t('account.logout')}
      lead={t('auth.logoutLead')}
    >
      <LogoutForm>
        <Button type="submit" size="lg" className="w-full" data-testid="logout-submit">
          {t('account.logout')}
        </Button>
      </LogoutForm>
    </AuthCard>
  );
}
