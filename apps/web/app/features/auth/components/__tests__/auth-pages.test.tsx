// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { KeyRound } from 'lucide-react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../../lib/testing/render-route';
import { AuthTabsPage } from '../auth-tabs-page';
import { AuthFooterLink, AuthTaskCard } from '../auth-task-card';

afterEach(cleanup);

describe('AuthTaskCard: the one-task auth pages (spec §2 /password/reset, /email/resend)', () => {
  it('titles the card with the task’s texts and leads back to sign in', () => {
    renderRoutes([
      {
        path: '/password/reset',
        Component: () => (
          <AuthTaskCard task="passwordReset" icon={KeyRound}>
            <p>form</p>
          </AuthTaskCard>
        ),
      },
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reset your password');
    expect(screen.getByText('We will send a reset link to your e-mail.')).toBeTruthy();
    expect(screen.getByText('form')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/login',
    );
  });

  it('puts another way out in its footer when asked (in Spanish here)', () => {
    renderRoutes(
      [
        {
          path: '/email/resend',
          Component: () => (
            <AuthTaskCard
              task="emailResend"
              icon={KeyRound}
              footer={<AuthFooterLink to="/settings/profile">Perfil</AuthFooterLink>}
            >
              <p>form</p>
            </AuthTaskCard>
          ),
        },
      ],
      { locale: 'es' },
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Reenviar el correo de verificación',
    );
    expect(screen.getByRole('link', { name: 'Perfil' }).getAttribute('href')).toBe(
      '/settings/profile',
    );
    expect(screen.queryByRole('link', { name: 'Volver a iniciar sesión' })).toBeNull();
  });
});

describe('AuthTabsPage: /login and /register (spec §2 auth box beside the not-authenticated panel)', () => {
  it('marks the page’s tab, shows the notice above the tabs, and leaves out the panel’s own call', () => {
    renderRoutes([
      {
        path: '/login',
        Component: () => (
          <AuthTabsPage
            page="login"
            title="Welcome back"
            lead="Sign in to play."
            notice={<p>Session expired</p>}
          >
            <p>form</p>
          </AuthTabsPage>
        ),
      },
    ]);
    const tabs = screen.getByRole('navigation', { name: 'Sign in or register' });
    expect(within(tabs).getByRole('link', { current: 'page' }).textContent).toBe('Sign in');
    const following = Node.DOCUMENT_POSITION_FOLLOWING;
    expect(screen.getByText('Session expired').compareDocumentPosition(tabs) & following).toBe(
      following,
    );
    const panel = screen.getByTestId('not-authenticated-panel');
    // On /login the panel offers to register, not to sign in again.
    expect(within(panel).getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(within(panel).queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back');
  });
});
