import { Newspaper } from 'lucide-react';
import { createPost } from '../features/admin/content/api/create-post';
import { deletePost } from '../features/admin/content/api/delete-post';
import { getPost } from '../features/admin/content/api/get-post';
import { updatePost } from '../features/admin/content/api/update-post';
import { CONTENT_PATHS } from '../features/admin/content/content-addresses';
import { loadContentItem, runEditorAction } from '../features/admin/content/content-actions.server';
import { readPostForm } from '../features/admin/content/content-forms.server';
import { shouldRevalidateUnlessTool } from '../features/admin/content/content-revalidation';
import { ContentEditorPage } from '../features/admin/content/components/content-editor-page';
import { PostForm } from '../features/admin/content/components/post-form';
import { PostStatusBadge } from '../features/admin/content/components/post-status-badge';
import type { Route } from './+types/admin.content.post';

/** Issue 17 "Content": GET /api/admin/posts/:id, or nothing for a new post (`/posts/new`). */
export async function loader(args: Route.LoaderArgs) {
  const { item, notice } = await loadContentItem(args, getPost);
  return { post: item, notice };
}

/**
 * Create (POST /api/admin/posts, then its editor), save (PATCH every field) or delete
 * (`intent=delete`, then the list). The API's refusals come back on their fields.
 */
export function action(args: Route.ActionArgs) {
  return runEditorAction(args, 'posts', {
    read: readPostForm,
    create: createPost,
    update: updatePost,
    remove: deletePost,
  });
}

export const shouldRevalidate = shouldRevalidateUnlessTool;

/** Issue 17 "Content": write or edit a blog post or promotion in every language. */
export default function AdminContentPostPage({ loaderData, actionData }: Route.ComponentProps) {
  const { post, notice } = loaderData;
  return (
    <ContentEditorPage
      part="posts"
      icon={Newspaper}
      title={post?.title.en ?? null}
      backTo={CONTENT_PATHS.posts}
      notice={notice}
      result={actionData}
      badges={post ? <PostStatusBadge post={post} /> : null}
    >
      <PostForm key={post?.id ?? 'new'} post={post} result={actionData} />
    </ContentEditorPage>
  );
}
