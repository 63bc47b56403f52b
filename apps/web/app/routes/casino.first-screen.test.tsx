// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_CARD_SIZES, toCardGame } from '../features/games/game-data';
import type { GameCarouselData } from '../features/games/lobby.server';
import { makeGame, SPEC_TABS } from '../lib/testing/games';
import { renderUnderRoot } from '../lib/testing/render-under-root';
import CasinoPage from './casino';

// happy-dom loads no picture: without this, a card may swap its <img> for the stand-in first.
vi.mock('../features/games/use-image-failure', () => ({
  useImageFailure: () => ({ ref: { current: null }, hasFailed: false, onError: () => undefined }),
}));

function makeCarousel(key: string, firstId: number): GameCarouselData {
  const games = Array.from({ length: 10 }, (_, index) => toCardGame(makeGame(firstId + index)));
  return { key, title: key, slug: key, icon: null, popular: false, games, total: games.length };
}

function renderLobby(isPhone: boolean) {
  const data = {
    state: { tab: 'lobby', search: '', sort: 'default' },
    view: {
      kind: 'carousels',
      carousels: [makeCarousel('slots', 1), makeCarousel('live', 11), makeCarousel('table', 21)],
    },
    tabs: SPEC_TABS,
    sorts: ['default', 'popular', 'asc', 'desc'],
    liveFeed: null,
    favouriteIds: [],
  };
  renderUnderRoot([{ path: 'casino', loader: () => data, Component: CasinoPage as never }], {
    url: '/casino',
    user: null,
    rootData: { isPhone },
  });
}

/** Per carousel: how each card's picture loads (`eager/high`, `eager/low`, `lazy/auto`). */
async function pictureLoading() {
  const rows = await Promise.all(
    ['carousel-slots', 'carousel-live', 'carousel-table'].map((id) => screen.findByTestId(id)),
  );
  // The pictures are decorative (alt=""): no role to find them by.
  return rows.map((row) =>
    [...row.querySelectorAll('img')].map(
      (image) => `${image.getAttribute('loading')}/${image.getAttribute('fetchpriority')}`,
    ),
  );
}

const count = (values: string[], value: string) => values.filter((v) => v === value).length;

describe('/casino first screen (spec §9, decision 031)', () => {
  afterEach(cleanup);

  it('on a phone: three pictures of the first two rows at once, the first row’s first', async () => {
    renderLobby(true);
    const [first = [], second = [], third = []] = await pictureLoading();
    expect(first.slice(0, 4)).toEqual(['eager/high', 'eager/high', 'eager/high', 'lazy/auto']);
    // Low: after the first row, and no preload of theirs ahead of the style sheet (decision 032).
    expect(second.slice(0, 4)).toEqual(['eager/low', 'eager/low', 'eager/low', 'lazy/auto']);
    expect(count(third, 'lazy/auto')).toBe(10);
    // The largest paint's candidates are decoded for the first frame, the others off it.
    const decoding = [...screen.getByTestId('carousel-slots').querySelectorAll('img')].map(
      (image) => image.getAttribute('decoding'),
    );
    expect(decoding.slice(0, 4)).toEqual(['sync', 'sync', 'sync', 'async']);
  });

  it('on a desktop: eight pictures of the first two rows at once, the first row’s first', async () => {
    renderLobby(false);
    const [first = [], second = [], third = []] = await pictureLoading();
    expect(count(first, 'eager/high')).toBe(8);
    expect(count(second, 'eager/low')).toBe(8);
    expect(count(third, 'lazy/auto')).toBe(10);
  });

  it('offers each picture at 210, 315 and 420 px wide, for the width a carousel draws it (decision 032)', async () => {
    renderLobby(true);
    const images = [...(await screen.findByTestId('carousel-slots')).querySelectorAll('img')];
    expect(images).toHaveLength(10);
    for (const image of images) {
      const id = image.closest('[data-game-id]')?.getAttribute('data-game-id');
      expect(image.getAttribute('sizes')).toBe(CAROUSEL_CARD_SIZES);
      expect(image.getAttribute('srcset')).toBe(
        [
          `/api/games/${id}/image?width=210&height=160 210w`,
          `/api/games/${id}/image?width=315&height=240 315w`,
          `/api/games/${id}/image?width=420&height=320 420w`,
        ].join(', '),
      );
    }
  });

  it('draws the cards after the first screen only near the viewport (decision 032)', async () => {
    renderLobby(true);
    const rows = await Promise.all(
      ['carousel-slots', 'carousel-live', 'carousel-table'].map((id) => screen.findByTestId(id)),
    );
    const skippable = rows.map((row) =>
      [...row.querySelectorAll('li')].map((item) =>
        item.className.includes('[content-visibility:auto]'),
      ),
    );
    const firstScreen = [false, false, false];
    expect(skippable[0]).toEqual([...firstScreen, ...Array<boolean>(7).fill(true)]);
    expect(skippable[1]).toEqual([...firstScreen, ...Array<boolean>(7).fill(true)]);
    expect(skippable[2]).toEqual(Array<boolean>(10).fill(true));
  });
});
