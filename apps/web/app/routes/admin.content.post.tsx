import { ArrowLeft, CalendarClock, Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getAdminTexts } from '../features/admin/admin-texts.server';
import { createPost } from '../features/admin/content/api/create-post';
import { deletePost } from '../features/admin/content/api/delete-post';
import { getPost } from '../features/admin/content/api/get-post';
import { updatePost } from '../features/admin/content/api/update-post';
import { readNotice, runEditorAction } from '../features/admin/content/content-actions.server';
import { readPostForm } from '../features/admin/content/content-forms.server';
import { shouldRevalidateUnlessTool } from '../features/admin/content/content-revalidation';
import { DeleteForm } from '../features/admin/content/components/delete-form';
import { PostForm } from '../features/admin/content/components/post-form';
import { AdminPage } from '../features/admin/components/admin-page';
import { toRouteError } from '../features/admin/route-error.server';
import { Alert } from '../components/ui/alert';
import { Badge } from '../components/ui/badge';
import { ButtonLink } from '../components/ui/button';
import { createAccountApi } from '../lib/api.server';
import { requirePermission } from '../lib/guards.server';
import type { Route } from './+types/admin.content.post';

const LIST_PATH = '/admin/content';

/** Issue 17 "Content": GET /api/admin/posts/:id, or nothing for a new post (`/posts/new`). */
export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, 'content.manage');
  const { id } = args.params;
  if (!id) return { post: null, notice: null };
  try {
    const post = await getPost(createAccountApi(args), id, { signal: args.request.signal });
    return { post, notice: readNotice(args.request.url) };
  } catch (error) {
    throw toRouteError(error);
  }
}

/**
 * Create (POST /api/admin/posts, then its editor), save (PATCH every field) or delete
 * (`intent=delete`, then the list). The API's refusals come back on their fields.
 */
export function action(args: Route.ActionArgs) {
  return runEditorAction({
    args,
    read: readPostForm,
    create: createPost,
    update: updatePost,
    remove: deletePost,
    listPath: LIST_PATH,
    getItemPath: (id) => `/admin/content/posts/${id}`,
    savedMessage: getAdminTexts(args.request).content.posts.saved,
  });
}

export const shouldRevalidate = shouldRevalidateUnlessTool;

/** Issue 17 "Content": write or edit a blog post or promotion in every language. */
export default function AdminContentPostPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const { post, notice } = loaderData;
  return (
    <AdminPage
      icon={Newspaper}
      title={post ? t('content.posts.editTitle', { title: post.title.en }) : t('content.posts.new')}
      lead={t('content.posts.formLead')}
      aside={
        <>
          {post?.is_scheduled ? (
            <Badge tone="warning" testId="post-scheduled">
              <CalendarClock className="size-3" aria-hidden />
              {t('content.posts.scheduled')}
            </Badge>
          ) : null}
          <ButtonLink to={LIST_PATH} variant="outline" size="sm">
            <ArrowLeft className="size-4" aria-hidden />
            {t('content.posts.back')}
          </ButtonLink>
        </>
      }
    >
      {notice === 'created' ? (
        <Alert tone="success" testId="content-notice">
          {t('content.posts.created')}
        </Alert>
      ) : null}
      <PostForm key={post?.id ?? 'new'} post={post} result={actionData} />
      {post ? (
        <DeleteForm
          question={t('content.posts.deleteQuestion', { title: post.title.en })}
          result={actionData}
        />
      ) : null}
    </AdminPage>
  );
}
