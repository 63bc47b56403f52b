import type { AppLoadContext } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAcceptedPayments, loadCategories, loadPages } from './content.server';

/** One incoming request whose API calls all fail as a down server would. */
function downArgs() {
  const fetchApi = vi.fn(async () => {
    throw new TypeError('fetch failed');
  });
  return {
    request: new Request('http://localhost/'),
    context: { fetchApi, cspNonce: 'n', appUrl: 'http://localhost' } as unknown as AppLoadContext,
  };
}

// spec §8: categories (and the other public lists every page shows) fail silently, only
// logged; decision 020 lists where the site speaks up instead.
describe('the shell’s public lists fail silently (spec §8, decision 020)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs a failed categories, pages or accepted-payments call and shows nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await loadCategories(downArgs())).toEqual([]);
    expect(await loadPages(downArgs())).toEqual([]);
    expect(await loadAcceptedPayments(downArgs())).toEqual({ coins: [], onramp: 0 });
    expect(logged.mock.calls.map(([text]) => text)).toEqual([
      'Loading categories failed',
      'Loading pages failed',
      'Loading the accepted payments failed',
    ]);
  });
});
