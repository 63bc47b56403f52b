import { afterEach, describe, expect, it, vi } from 'vitest';
import { crashState } from '../features/crash/components/__tests__/fixtures';
import { loader } from './crash';

function createArgs(url: string, answer: () => Promise<Response>) {
  const fetchApi = vi.fn(async (_path: string) => answer());
  const args = {
    request: new Request(url),
    params: {},
    context: { fetchApi, cspNonce: 'n', appUrl: 'http://localhost' },
  };
  return { args: args as unknown as Parameters<typeof loader>[0], fetchApi };
}

describe('crash page loader (spec §2 /games/crash*)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the state of the game the path names, on the server', async () => {
    const state = crashState({ game: 'crashbull', round: null });
    const { args, fetchApi } = createArgs('http://localhost/games/crashbull', async () =>
      Response.json(state),
    );
    expect(await loader(args)).toEqual({ game: 'crashbull', state });
    expect(fetchApi.mock.calls[0]?.[0]).toBe('/api/originals/crashbull/state');
  });

  it('still renders when the API fails: the page offers a retry (spec §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { args } = createArgs('http://localhost/games/crashsw', async () =>
      Response.json({ message: 'Not Found', code: 'NOT_FOUND' }, { status: 404 }),
    );
    expect(await loader(args)).toEqual({ game: 'crashsw', state: null });
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
