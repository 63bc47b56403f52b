import { afterEach, describe, expect, it, vi } from 'vitest';
import { loader as homeLoader } from './home';
import { loader as welcomeLoader } from './welcome';

const SLIDE = { id: 1, redirect_url: '/casino', image_url: '/s.webp', title: 'T', subtitle: '' };
const PROVIDER = { name: 'Neon Reels', slug: 'Neon-Reels', logo: null, games_count: 3 };
const FEED = { all: [], high: [], user: [] };

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The in-process API with the given paths answering 404 (not written yet) or failing. */
function createArgs(broken: Record<string, 'missing' | 'down'>) {
  const answers: Record<string, unknown> = {
    '/api/games/imageslider': { imagesliders: [SLIDE] },
    '/api/banners': { banners: [] },
    '/api/games/providers': { providers: [PROVIDER] },
    '/api/livefeed': FEED,
    '/api/games/categories': { categories: [] },
  };
  const fetchApi = vi.fn(async (path: string) => {
    if (broken[path] === 'missing') return json({ message: 'Not Found', code: 'NOT_FOUND' }, 404);
    if (broken[path] === 'down') throw new TypeError('fetch failed');
    return json(answers[path]);
  });
  const args = {
    request: new Request('http://localhost/home'),
    context: { fetchApi, cspNonce: 'n', appUrl: 'http://localhost' },
    params: {},
  };
  return { args: args as unknown as Parameters<typeof homeLoader>[0], fetchApi };
}

describe('home and welcome loaders (spec §8: a failed block call is only logged)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('load every block of /home in one go', async () => {
    const { args, fetchApi } = createArgs({});
    expect(await homeLoader(args)).toEqual({
      slides: [SLIDE],
      banners: [],
      providers: [PROVIDER],
      liveFeed: FEED,
    });
    expect(fetchApi).toHaveBeenCalledTimes(4);
  });

  it('still render /home when banners and the live feed are missing or the API is down', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { args } = createArgs({
      '/api/banners': 'missing',
      '/api/livefeed': 'missing',
      '/api/games/providers': 'down',
    });
    expect(await homeLoader(args)).toEqual({
      slides: [SLIDE],
      banners: [],
      providers: [],
      liveFeed: null,
    });
    expect(logged).toHaveBeenCalledTimes(3);
  });

  it('still render / when its blocks fail, keeping the categories', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { args } = createArgs({ '/api/banners': 'missing', '/api/livefeed': 'down' });
    const data = await welcomeLoader(args as unknown as Parameters<typeof welcomeLoader>[0]);
    expect(data).toEqual({ categories: [], banners: [], providers: [PROVIDER], liveFeed: null });
  });
});
