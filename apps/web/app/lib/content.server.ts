import {
  acceptedPaymentsSchema,
  categoriesResponseSchema,
  pagesResponseSchema,
} from '@casino/contracts';
import { PAGES_MAX, type AcceptedPayments, type Category, type Page } from '@casino/contracts';
import { createApiClient } from './api';
import { orEmpty } from './or-empty';
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
export const loadCategories = memoizePerRequest(async (args): Promise<Category[]> =>
  orEmpty(
    createPublicApi(args)
      .post('/api/games/categories', {}, categoriesResponseSchema, {
        signal: args.request.signal,
      })
      .then((response) => response.categories),
    [],
    'categories',
  ),
);

/** spec §7, §9: POST /api/pages {limit_from: 0, limit_to: 300} feeds the footer columns. */
export const loadPages = memoizePerRequest(async (args): Promise<Page[]> =>
  orEmpty(
    createPublicApi(args)
      .post('/api/pages', { limit_from: 0, limit_to: PAGES_MAX }, pagesResponseSchema, {
        signal: args.request.signal,
      })
      .then((response) => response.pages),
    [],
    'pages',
  ),
);

/** What the footer and landing page name as accepted; a failure is logged and names nothing. */
export const loadAcceptedPayments = memoizePerRequest(async (args): Promise<AcceptedPayments> =>
  orEmpty(
    createPublicApi(args).get('/api/wallet/accepted', acceptedPaymentsSchema, {
      signal: args.request.signal,
    }),
    { coins: [], onramp: 0 },
    'the accepted payments',
  ),
);
