import type { AdminPage, AdminPost, AdminSlider } from '@casino/contracts';
import { createStaffArgs } from '../../../lib/testing/admin';

// Whole contract objects for the content section's tests (decision 026).

const localized = (en: string, es = `${en} (es)`, zh = `${en} (zh)`) => ({
  en,
  es,
  'zh-CN': zh,
});

/** A published blog post unless told otherwise. */
export function makePost(overrides: Partial<AdminPost> = {}): AdminPost {
  return {
    id: 12,
    kind: 'blog',
    slug: 'winter-news',
    category: 'news',
    title: localized('Winter news'),
    excerpt: localized('What is new this winter.'),
    body: localized('# Winter\n\nSnow **everywhere**.'),
    image: '/storage/content/winter.png',
    published_at: '2026-11-20T09:30:00.000Z',
    is_scheduled: false,
    is_draft: false,
    ...overrides,
  };
}

/** A policy page in the pages column. */
export function makePage(overrides: Partial<AdminPage> = {}): AdminPage {
  return {
    id: 5,
    slug: 'privacy',
    to: '/policies/privacy',
    group: 'pages',
    title: localized('Privacy'),
    body: localized('We keep **little**.'),
    icon: null,
    position: 2,
    ...overrides,
  };
}

/** A slide of the home slider. */
export function makeSlider(overrides: Partial<AdminSlider> = {}): AdminSlider {
  return {
    id: 3,
    kind: 'home',
    title: localized('Welcome bonus'),
    subtitle: localized('Double your first deposit'),
    image_url: '/storage/content/welcome.png',
    redirect_url: '/promotions',
    position: 0,
    ...overrides,
  };
}

/** The API's 422 answer with field errors, in English. */
export function refusal(errors: Record<string, string[]>, message = 'The given data was invalid.') {
  return Response.json({ message, code: 'VALIDATION_FAILED', errors }, { status: 422 });
}

/**
 * A staff action's arguments whose body is `body` as it is (a multipart upload, a form with a
 * repeated field), the rest as createStaffArgs makes it.
 */
export function withBody(
  options: Parameters<typeof createStaffArgs>[0],
  body: FormData | URLSearchParams,
) {
  const made = createStaffArgs({ ...options, method: 'POST' });
  const request = new Request(made.args.request.url, { method: 'POST', body });
  request.headers.set('Cookie', 'token=abc; locale=en');
  return { args: { ...made.args, request }, fetchApi: made.fetchApi };
}
