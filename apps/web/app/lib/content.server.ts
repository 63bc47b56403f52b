import {
  PAGES_MAX,
  type AcceptedPayments,
  type CategoriesResponse,
  type Category,
  type Page,
  type PagesResponse,
} from '@casino/contracts';
import { createApiClient } from './api';
import { resolveLocale } from './locale';
import { memoizePerRequest, type ServerArgs } from './request-memo.server';

// Public content needs no token, so it loads in parallel with the user.
function createPublicApi({ request, context }: ServerArgs) {
  return createApiClient({
    fetch: context.fetchApi,
    locale: resolveLocale(request.headers.get('Cookie')),
  });
}

/** POST /api/games/categories; spec §8: a failure is only logged, the menu stays empty. */
export const loadCategories = memoizePerRequest(async (args): Promise<Category[]> => {
  try {
    const response = await createPublicApi(args).post<CategoriesResponse>(
      '/api/games/categories',
      {},
      { signal: args.request.signal },
    );
    return response.categories;
  } catch (error) {
    console.error('Loading categories failed', error);
    return [];
  }
});

/** spec §7, §9: POST /api/pages {limit_from: 0, limit_to: 300} feeds the footer columns. */
export const loadPages = memoizePerRequest(async (args): Promise<Page[]> => {
  try {
    const response = await createPublicApi(args).post<PagesResponse>(
      '/api/pages',
      { limit_from: 0, limit_to: PAGES_MAX },
      { signal: args.request.signal },
    );
    return response.pages;
  } catch (error) {
    console.error('Loading pages failed', error);
    return [];
  }
});

/** What the footer and landing page name as accepted; a failure is logged and names nothing. */
export const loadAcceptedPayments = memoizePerRequest(async (args): Promise<AcceptedPayments> => {
  try {
    return await createPublicApi(args).get<AcceptedPayments>('/api/wallet/accepted', {
      signal: args.request.signal,
    });
  } catch (error) {
    console.error('Loading the accepted payments failed', error);
    return { coins: [], onramp: 0 };
  }
});
