import { ArrowLeft, Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getAdminTexts } from '../features/admin/admin-texts.server';
import { createPage } from '../features/admin/content/api/create-page';
import { deletePage } from '../features/admin/content/api/delete-page';
import { getPage } from '../features/admin/content/api/get-page';
import { updatePage } from '../features/admin/content/api/update-page';
import { readNotice, runEditorAction } from '../features/admin/content/content-actions.server';
import { readPageForm } from '../features/admin/content/content-forms.server';
import { shouldRevalidateUnlessTool } from '../features/admin/content/content-revalidation';
import { DeleteForm } from '../features/admin/content/components/delete-form';
import { PageForm } from '../features/admin/content/components/page-form';
import { AdminPage } from '../features/admin/components/admin-page';
import { toRouteError } from '../features/admin/route-error.server';
import { Alert } from '../components/ui/alert';
import { ButtonLink } from '../components/ui/button';
import { createAccountApi } from '../lib/api.server';
import { requirePermission } from '../lib/guards.server';
import type { Route } from './+types/admin.content.page';

const LIST_PATH = '/admin/content/pages';

/** Issue 17 "Content": GET /api/admin/pages/:id, or nothing for a new page (`/pages/new`). */
export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, 'content.manage');
  const { id } = args.params;
  if (!id) return { page: null, notice: null };
  try {
    const page = await getPage(createAccountApi(args), id, { signal: args.request.signal });
    return { page, notice: readNotice(args.request.url) };
  } catch (error) {
    throw toRouteError(error);
  }
}

/** Create (then its editor), save (PATCH every field) or delete (then the list). */
export function action(args: Route.ActionArgs) {
  return runEditorAction({
    args,
    read: readPageForm,
    create: createPage,
    update: updatePage,
    remove: deletePage,
    listPath: LIST_PATH,
    getItemPath: (id) => `/admin/content/pages/${id}`,
    savedMessage: getAdminTexts(args.request).content.pages.saved,
  });
}

export const shouldRevalidate = shouldRevalidateUnlessTool;

/** Issue 17 "Content": write or edit a site page or menu entry in every language. */
export default function AdminContentPageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const { page, notice } = loaderData;
  return (
    <AdminPage
      icon={Newspaper}
      title={page ? t('content.pages.editTitle', { title: page.title.en }) : t('content.pages.new')}
      lead={t('content.pages.formLead')}
      aside={
        <ButtonLink to={LIST_PATH} variant="outline" size="sm">
          <ArrowLeft className="size-4" aria-hidden />
          {t('content.pages.back')}
        </ButtonLink>
      }
    >
      {notice === 'created' ? (
        <Alert tone="success" testId="content-notice">
          {t('content.pages.created')}
        </Alert>
      ) : null}
      <PageForm key={page?.id ?? 'new'} page={page} result={actionData} />
      {page ? (
        <DeleteForm
          question={t('content.pages.deleteQuestion', { title: page.title.en })}
          result={actionData}
        />
      ) : null}
    </AdminPage>
  );
}
