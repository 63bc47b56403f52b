import type { Post } from '@casino/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../lib/api';
import { loadPostPage } from './post-page.server';

function makePost(id: number, kind: Post['kind']): Post {
  return {
    id,
    kind,
    slug: `post-${id}`,
    category: 'News',
    title: `Post ${id}`,
    excerpt: '',
    image: null,
    published_at: '2026-01-01',
  };
}

/** An API with one post, `post-1` of `kind`, and lists whose calls may fail. */
function fakeApi(kind: Post['kind'], options: { isListDown?: boolean } = {}) {
  const paths: string[] = [];
  const answer = async (path: string) => {
    paths.push(path);
    if (path === '/api/posts/post-1') return { post: { ...makePost(1, kind), body_html: '' } };
    if (options.isListDown) throw new TypeError('fetch failed');
    return { posts: [makePost(1, kind), makePost(2, kind)], total: 2 };
  };
  const api = { get: answer, post: answer } as unknown as ApiClient;
  return { api, paths };
}

describe('loadPostPage (spec §2 /blog/{id}, /promotions/{id})', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['blog', '/api/blog'],
    ['promotion', '/api/blog/provident'],
  ] as const)('reads a %s with the others of its list beside it', async (kind, listPath) => {
    const { api, paths } = fakeApi(kind);
    const page = await loadPostPage(api, 'post-1', kind, {});
    expect(page.post.slug).toBe('post-1');
    expect(page.related.map((post) => post.slug)).toEqual(['post-2']);
    expect(paths).toEqual(['/api/posts/post-1', listPath]);
  });

  it('answers 404 for a post of the other kind', async () => {
    const thrown = await loadPostPage(fakeApi('promotion').api, 'post-1', 'blog', {}).catch(
      (error: unknown) => error,
    );
    expect((thrown as Response).status).toBe(404);
  });

  it('shows the post without others when the list fails (spec §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = fakeApi('blog', { isListDown: true });
    expect((await loadPostPage(api, 'post-1', 'blog', {})).related).toEqual([]);
    expect(logged).toHaveBeenCalledWith('Loading blog posts failed', expect.any(TypeError));
  });
});
