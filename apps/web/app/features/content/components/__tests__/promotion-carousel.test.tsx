// @vitest-environment happy-dom
import type { Post } from '@casino/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../../lib/i18n';
import en from '../../../../locales/en';
import { PromotionCarousel } from '../promotion-carousel';

const post = (id: number, slug: string, title: string): Post => ({
  id,
  kind: 'promotion',
  slug,
  category: 'Bonus',
  title,
  excerpt: '',
  image: null,
  published_at: '2026-11-01T10:00:00.000Z',
});

function renderCarousel(posts: Post[]) {
  const Stub = createRoutesStub([
    {
      path: '/promotions',
      Component: () => (
        <main>
          <h1>Promotions</h1>
          <PromotionCarousel posts={posts} />
        </main>
      ),
    },
  ]);
  render(
    <I18nextProvider i18n={createI18n('en', en)}>
      <Stub initialEntries={['/promotions']} />
    </I18nextProvider>,
  );
}

describe('promotions carousel (spec §9: 280 x 350 px cards)', () => {
  afterEach(cleanup);

  it('shows each promotion as a 280 x 350 card opening its page', async () => {
    renderCarousel([post(1, 'welcome-125', '125% welcome bonus'), post(2, 'cashback', 'Cashback')]);
    const cards = await screen.findAllByTestId('promotion-carousel-card');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/promotions/welcome-125',
      '/promotions/cashback',
    ]);
    expect(cards[0]!.style.width).toBe('280px');
    expect(cards[0]!.style.height).toBe('350px');
    expect(cards[0]!.textContent).toContain('125% welcome bonus');
    expect(screen.getByTestId('promotion-carousel').getAttribute('aria-labelledby')).toBe(
      screen.getByRole('heading', { name: 'Running now' }).id,
    );
  });

  it('is left out when no promotion runs (the grid says so)', async () => {
    renderCarousel([]);
    await screen.findByRole('heading', { name: 'Promotions' });
    expect(screen.queryByTestId('promotion-carousel')).toBeNull();
  });
});
