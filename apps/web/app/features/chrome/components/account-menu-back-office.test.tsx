// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../lib/testing/render-route';
import { makeUser } from '../../../lib/testing/users';
import { AccountMenu } from './account-menu';

afterEach(cleanup);

/** The account menu of a user of `role`, opened. */
async function openMenu(role: 'player' | 'admin' | 'finance') {
  const Menu = () => <AccountMenu user={makeUser({ role })} />;
  // The menu reads the VIP standing from /vip when it opens; none here.
  const vip = { path: '/vip', loader: () => ({ ok: false }), Component: () => null };
  const { user } = renderRoutes([{ path: '/casino', Component: Menu }, vip], { url: '/casino' });
  await user.click(await screen.findByTestId('account-menu'));
  return screen.findByRole('menu');
}

describe('the account menu leads staff to the back office (issue 17)', () => {
  it.each(['admin', 'finance'] as const)('offers %s the back office', async (role) => {
    const menu = await openMenu(role);
    expect(within(menu).getByRole('menuitem', { name: 'Back office' }).getAttribute('href')).toBe(
      '/admin',
    );
  });

  it('offers a player no back office', async () => {
    const menu = await openMenu('player');
    expect(within(menu).getByText('Profile')).toBeTruthy();
    expect(within(menu).queryByText('Back office')).toBeNull();
  });
});
