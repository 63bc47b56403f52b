// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../lib/testing/render-route';
import { PLAYER } from '../../../lib/testing/users';
import { SiteHeader } from './site-header';

function renderHeader(user: typeof PLAYER | null) {
  const Header = () => (
    <SiteHeader
      user={user}
      unreadNotifications={2}
      onOpenMenu={() => undefined}
      onOpenSearch={() => undefined}
    />
  );
  return renderRoutes([{ path: '/casino', Component: Header }], { url: '/casino' });
}

afterEach(cleanup);

describe('SiteHeader: the signed-in menus load after the page (decision 031)', () => {
  it('shows the balance and opens the account menu on click', async () => {
    const { user } = renderHeader(PLAYER);
    expect((await screen.findByTestId('header-balance')).textContent).toContain('$10.00');
    const trigger = await screen.findByTestId('account-menu');
    expect(trigger.getAttribute('aria-label')).toBe('Account menu');
    expect(screen.getByTestId('account-menu-unread')).toBeTruthy();

    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Profile')).toBeTruthy();
    expect(within(menu).getByText('Notifications')).toBeTruthy();
  });

  it('offers a visitor login and register, with no player menus', async () => {
    renderHeader(null);
    expect((await screen.findByText('Sign in')).getAttribute('href')).toBe('/login');
    expect(screen.getByText('Register').getAttribute('href')).toBe('/register');
    expect(screen.queryByTestId('wallet-menu')).toBeNull();
    expect(screen.queryByTestId('account-menu')).toBeNull();
  });
});
