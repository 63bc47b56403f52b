// @vitest-environment happy-dom
import type { Post } from '@casino/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../../lib/testing/render-route';
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
  renderRoutes([
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
