import sharp from 'sharp';
import type { ContentImage } from '@casino/contracts';
import { toMultipart, type createClient } from './http';

type Client = ReturnType<typeof createClient>;

/** A content text in the three locales, each told apart. */
export const localized = (en: string) => ({ en, es: `${en} (es)`, 'zh-CN': `${en}（中文）` });

/** A small real PNG (64 x 32), as staff upload for a post or slider. */
export const makePng = () =>
  sharp({ create: { width: 64, height: 32, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();

/** POST /api/admin/content/images with one file, as the console's upload sends it. */
export async function uploadContentImage(
  api: Client,
  file: { data: Buffer; type: string; name: string },
  token?: string,
) {
  const form = new FormData();
  form.set('file', new Blob([file.data], { type: file.type }), file.name);
  const { body, contentType } = await toMultipart(form);
  return api.post('/api/admin/content/images', body, {
    ...(token ? { token } : {}),
    headers: { 'content-type': contentType },
  });
}

let slugs = 0;
/** A slug no other test used (`stem-<time>-<n>`). */
export const uniqueSlug = (stem: string) => `${stem}-${Date.now().toString(36)}-${(slugs += 1)}`;

/** The back office's content calls as one staff member (`token`), with valid defaults. */
export function contentCalls(api: Client, token: string) {
  return {
    /** Uploads a small PNG; answers its /storage URL. */
    async uploadPicture(): Promise<string> {
      const file = { data: await makePng(), type: 'image/png', name: 'art.png' };
      const res = await uploadContentImage(api, file, token);
      if (res.status !== 201) throw new Error(`upload answered ${res.status}`);
      return (res.body.image as ContentImage).url;
    },

    createPost: (fields: Record<string, unknown>, locale?: string) =>
      api.post(
        '/api/admin/posts',
        {
          kind: 'blog',
          slug: uniqueSlug('post'),
          category: 'news',
          title: localized('A post'),
          excerpt: localized('A post'),
          body: localized('A post.'),
          ...fields,
        },
        { token, ...(locale ? { locale } : {}) },
      ),

    createPage: (fields: Record<string, unknown>) => {
      const slug = uniqueSlug('page');
      return api.post(
        '/api/admin/pages',
        { slug, to: `/${slug}`, group: 'pages', title: localized('A page'), ...fields },
        { token },
      );
    },

    createSlider: (fields: Record<string, unknown>) =>
      api.post(
        '/api/admin/sliders',
        {
          kind: 'home',
          title: localized(uniqueSlug('slide')),
          subtitle: localized(''),
          redirect_url: '/casino',
          ...fields,
        },
        { token },
      ),

    /** DELETE /api/admin/{type}/{id}; answers the status. */
    remove: async (type: 'posts' | 'pages' | 'sliders', id: number) =>
      (await api.delete(`/api/admin/${type}/${id}`, { token })).status,
  };
}
