// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferMenu, type DeferredMenuProps } from './deferred-menu';

/** The menu module: its trigger, and the list once open. */
function FakeMenu({ trigger, defaultOpen }: DeferredMenuProps) {
  return (
    <>
      {trigger}
      {defaultOpen ? <ul role="menu" /> : null}
    </>
  );
}

function createMenu() {
  const load = vi.fn(async () => ({ default: FakeMenu }));
  const Menu = deferMenu(load);
  const view = () => <Menu trigger={<button type="button">Account</button>} />;
  return { load, View: view };
}

afterEach(cleanup);

describe('deferMenu (decisions 008, 031)', () => {
  it('server-renders the trigger disabled: until React runs it, a click would do nothing', () => {
    const { View, load } = createMenu();
    const html = renderToString(<View />);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Account<\/button>/);
    expect(html).toContain('aria-haspopup="menu"');
    expect(load).not.toHaveBeenCalled();
  });

  it('in the browser: fetches the menu on intent and opens it on the first click', async () => {
    const { View, load } = createMenu();
    render(<View />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    expect(trigger.hasAttribute('disabled')).toBe(false);
    fireEvent.pointerEnter(trigger);
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(trigger);
    expect(await screen.findByRole('menu')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
