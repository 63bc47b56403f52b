// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStaff } from '../lib/testing/admin';
import { renderUnderRoot } from '../lib/testing/render-under-root';
import SupportLayout from './support';

afterEach(cleanup);

describe('the support console leads agents to the back office (issue 17)', () => {
  it('has a Back office link in its header', async () => {
    const agent = makeStaff('support');
    renderUnderRoot(
      [
        {
          path: 'customersupport',
          loader: () => ({ agent, groups: [], hasGroupsError: false }),
          Component: SupportLayout as never,
        },
      ],
      { url: '/customersupport', user: agent },
    );
    const link = await screen.findByTestId('support-back-office');
    expect(link.getAttribute('href')).toBe('/admin');
    expect(link.textContent).toContain('Back office');
  });
});
