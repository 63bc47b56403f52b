// @vitest-environment happy-dom
import type { ChatGroup } from '@casino/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, data, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../../lib/i18n';
import en from '../../../../locales/en';
import { ChatGroupsPanel } from '../chat-groups-panel';

const realtime = vi.hoisted(() => ({
  listeners: new Map<string, (data: unknown) => void>(),
}));
vi.mock('../../../../lib/realtime', () => ({
  subscribeChannel: async (options: {
    channel: string;
    event: string;
    onEvent: (data: unknown) => void;
  }) => {
    realtime.listeners.set(`${options.channel}:${options.event}`, options.onEvent);
    return () => realtime.listeners.delete(`${options.channel}:${options.event}`);
  },
}));

const AGENT_ID = 2;

function group(id: number, title: string, photo: string | null = null): ChatGroup {
  return {
    id,
    name: `player-${id}`,
    photo_url: photo,
    title,
    created_at: '2026-01-01T10:00:00.000Z',
  };
}

const GROUPS = [group(12, 'Bea Player', '/storage/photos/bea.jpg'), group(11, 'Ada Lovelace')];

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderPanel(url: string, onDeactivate: (name: string) => unknown) {
  const Stub = createRoutesStub([
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
  ]);
  return render(
    <I18nextProvider i18n={createI18n('en', en)}>
      <Stub initialEntries={[url]} />
    </I18nextProvider>,
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
    await act(async () => emit({ group: group(13, 'Cy Player') }));
    expect(listed()).toEqual(['player-13', 'player-12', 'player-11']);
    await act(async () => emit({ group: group(13, 'Cy Player') }));
    await act(async () => emit({ group: { id: 'bad' } }));
    expect(listed()).toEqual(['player-13', 'player-12', 'player-11']);
  });

  it('says so when there is no group', () => {
    const Stub = createRoutesStub([
      {
        path: '/customersupport',
        Component: () => <ChatGroupsPanel groups={[]} agentId={AGENT_ID} realtime={null} />,
      },
    ]);
    render(
      <I18nextProvider i18n={createI18n('en', en)}>
        <Stub initialEntries={['/customersupport']} />
      </I18nextProvider>,
    );
    expect(listed()).toEqual([]);
    expect(document.body.textContent).toContain(en.common.support.noGroups);
  });
});
