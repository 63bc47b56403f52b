// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { data, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeChatGroup } from '../../../../lib/testing/chat';
import { realtime } from '../../../../lib/testing/fake-realtime';
import { renderRoutes } from '../../../../lib/testing/render-route';
import { renderWithResources } from '../../../../lib/testing/render-with-resources';
import en from '../../../../locales/en';
import { ChatGroupsPanel } from '../chat-groups-panel';

vi.mock('../../../../lib/realtime', () => import('../../../../lib/testing/fake-realtime'));

const AGENT_ID = 2;

const GROUPS = [
  makeChatGroup(12, { title: 'Bea Player', photo_url: '/storage/photos/bea.jpg' }),
  makeChatGroup(11, { title: 'Ada Lovelace' }),
];

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderPanel(url: string, onDeactivate: (name: string) => unknown) {
  return renderWithResources(
    [
      {
        path: '/customersupport',
        Component: () => (
          <>
            <ChatGroupsPanel
              groups={GROUPS}
              agentId={AGENT_ID}
              realtime={{ appKey: 'key', wsPort: 6001 }}
            />
            <Search />
          </>
        ),
      },
      {
        path: '/chat/deactivate',
        action: async ({ request }) =>
          onDeactivate(String((await request.formData()).get('group_name'))),
      },
    ],
    url,
  );
}

const listed = () =>
  screen.queryAllByTestId('chat-group').map((item) => item.getAttribute('data-group'));

beforeEach(() => {
  realtime.listeners.clear();
});

afterEach(() => {
  cleanup();
});

describe('ChatGroupsPanel (spec §2 groups list, §4 chat)', () => {
  it('lists each group with its photo or initials, its title and name, linking to ?group=', () => {
    renderPanel('/customersupport', () => ({ id: 0 }));
    expect(listed()).toEqual(['player-12', 'player-11']);
    const [bea, ada] = screen.getAllByTestId('chat-group');
    expect(bea!.querySelector('img')?.getAttribute('src')).toBe('/storage/photos/bea.jpg');
    expect(ada!.querySelector('img')).toBeNull();
    expect(ada!.textContent).toContain('AL');
    expect(ada!.textContent).toContain('Ada Lovelace');
    expect(ada!.textContent).toContain('player-11');
    expect(ada!.querySelector('a')?.getAttribute('href')).toBe('/customersupport?group=player-11');
  });

  it('removes a closed group and clears the selection when it was the open one', async () => {
    const closed: string[] = [];
    renderPanel('/customersupport?group=player-11', (name) => {
      closed.push(name);
      return { id: 11 };
    });
    expect(screen.getByTestId('search').textContent).toBe('?group=player-11');
    const ada = screen.getAllByTestId('chat-group')[1]!;
    expect(ada.querySelector('a')?.getAttribute('aria-current')).toBe('true');

    fireEvent.click(ada.querySelector('[data-testid="chat-group-close"]')!);
    await waitFor(() => expect(listed()).toEqual(['player-12']));
    expect(closed).toEqual(['player-11']);
    // The selection is cleared by a navigation, which settles a moment later.
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe(''));
  });

  it('keeps the selection when another group is closed, and the group when closing fails', async () => {
    renderPanel('/customersupport?group=player-12', (name) =>
      name === 'player-11'
        ? { id: 11 }
        : data({ ok: false, message: 'Forbidden.', fieldErrors: {} }, { status: 403 }),
    );
    const [bea, ada] = screen.getAllByTestId('chat-group');
    fireEvent.click(ada!.querySelector('[data-testid="chat-group-close"]')!);
    await waitFor(() => expect(listed()).toEqual(['player-12']));
    expect(screen.getByTestId('search').textContent).toBe('?group=player-12');

    fireEvent.click(bea!.querySelector('[data-testid="chat-group-close"]')!);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Forbidden.'));
    expect(listed()).toEqual(['player-12']);
  });

  it('adds a group announced by GroupCreated on top, once', async () => {
    renderPanel('/customersupport', () => ({ id: 0 }));
    const channel = `private-users.${AGENT_ID}:GroupCreated`;
    await waitFor(() => expect(realtime.listeners.has(channel)).toBe(true));
    const emit = realtime.listeners.get(channel)!;
    await act(async () => emit({ group: makeChatGroup(13, { title: 'Cy Player' }) }));
    expect(listed()).toEqual(['player-13', 'player-12', 'player-11']);
    await act(async () => emit({ group: makeChatGroup(13, { title: 'Cy Player' }) }));
    await act(async () => emit({ group: { id: 'bad' } }));
    expect(listed()).toEqual(['player-13', 'player-12', 'player-11']);
  });

  it('says so when there is no group', () => {
    renderRoutes([
      {
        path: '/customersupport',
        Component: () => <ChatGroupsPanel groups={[]} agentId={AGENT_ID} realtime={null} />,
      },
    ]);
    expect(listed()).toEqual([]);
    expect(document.body.textContent).toContain(en.common.support.noGroups);
  });
});
