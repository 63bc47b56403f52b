import type { Game, User } from '@casino/contracts';

export const SPEC_TABS = ['lobby', 'live_casino', 'featured', 'game_show', 'original'];

export const USER: User = {
  id: 7,
  name: 'Player',
  email: 'player@example.test',
  photo_url: null,
  currency: 'USD',
  balance: 1_000,
  w_balance: 1_000,
  w_bonus_balance: 0,
  total_deposits: 0,
  email_verified_at: '2026-01-01T00:00:00.000Z',
  customer_support_user: 0,
  role: 'player',
};

export function makeGame(id: number): Game {
  return {
    game_id: id,
    name: `Game ${id}`,
    slug: `game-${id}`,
    provider: 'Demo Studio',
    provided_by: 'Demo Studio',
    url_thumb: '',
    game_image: '',
    game_category_id: 1,
    position: id,
    live_casino: false,
    featured: false,
    game_show: false,
    original: false,
    has_demo: true,
    coming_soon: false,
    play_path: null,
  };
}
