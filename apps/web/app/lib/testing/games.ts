import type { Game } from '@casino/contracts';

/** The lobby tabs spec §2 names, in their order. */
export const SPEC_TABS = ['lobby', 'live_casino', 'featured', 'game_show', 'original'];

/** A provider game that can be played in demo, `id` also setting its name, slug and place. */
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
