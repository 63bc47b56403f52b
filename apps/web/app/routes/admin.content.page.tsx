import { Newspaper } from 'lucide-react';
import { createPage } from '../features/admin/content/api/create-page';
import { deletePage } from '../features/admin/content/api/delete-page';
import { getPage } from '../features/admin/content/api/get-page';
import { updatePage } from '../features/admin/content/api/update-page';
import { CONTENT_PATHS } from '../features/admin/content/content-addresses';
import { loadContentItem, runEditorAction } from '../features/admin/content/content-actions.server';
import { readPageForm } from '../features/admin/content/content-forms.server';
import { shouldRevalidateUnlessTool } from '../features/admin/content/content-revalidation';
import { ContentEditorPage } from '../features/admin/content/components/content-editor-page';
import { PageForm } from '../features/admin/content/components/page-form';
import type { Route } from './+types/admin.content.page';

/** Issue 17 "Content": GET /api/admin/pages/:id, or nothing for a new page (`/pages/new`). */
export async function loader(args: Route.LoaderArgs) {
  const { item, notice } = await loadContentItem(args, getPage);
  return { page: item, notice };
}

/** Create (then its editor), save (PATCH every field) or delete (then the list). */
export function action(args: Route.ActionArgs) {
  return runEditorAction(args, 'pages', {
    read: readPageForm,
    create: createPage,
    update: updatePage,
    remove: deletePage,
  });
}

export const shouldRevalidate = shouldRevalidateUnlessTool;

/** Issue 17 "Content": write or edit a site page or menu entry in every language. */
export default function AdminContentPageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { page, notice } = loaderData;
  return (
    <ContentEditorPage
      part="pages"
      icon={Newspaper}
      title={page?.title.en ?? null}
      backTo={CONTENT_PATHS.pages}
      notice={notice}
      result={actionData}
    >
      <PageForm key={page?.id ?? 'new'} page={page} result={actionData} />
    </ContentEditorPage>
  );
}
