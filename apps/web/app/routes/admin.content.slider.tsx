import { ArrowLeft, GalleryHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { getAdminTexts } from '../features/admin/admin-texts.server';
import { createSlider } from '../features/admin/content/api/create-slider';
import { deleteSlider } from '../features/admin/content/api/delete-slider';
import { listSliders } from '../features/admin/content/api/list-sliders';
import { updateSlider } from '../features/admin/content/api/update-slider';
import { readNotice, runEditorAction } from '../features/admin/content/content-actions.server';
import { SLIDER_KIND_CHOICES } from '../features/admin/content/content-choices';
import { readSliderForm } from '../features/admin/content/content-forms.server';
import { shouldRevalidateUnlessTool } from '../features/admin/content/content-revalidation';
import { DeleteForm } from '../features/admin/content/components/delete-form';
import { SliderForm } from '../features/admin/content/components/slider-form';
import { AdminPage } from '../features/admin/components/admin-page';
import { toRouteError, type RefusalData } from '../features/admin/route-error.server';
import { Alert } from '../components/ui/alert';
import { ButtonLink } from '../components/ui/button';
import { createAccountApi } from '../lib/api.server';
import { requirePermission } from '../lib/guards.server';
import { getServerMessages } from '../lib/messages.server';
import type { Route } from './+types/admin.content.slider';

const LIST_PATH = '/admin/content/sliders';

/**
 * Issue 17 "Content": the slider of `:id` (the API lists sliders, it has no call for one), or a
 * new one of the kind the address names (`/sliders/new?kind=banner`).
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, 'content.manage');
  const { id } = args.params;
  const asked = new URL(args.request.url).searchParams.get('kind');
  const kind = SLIDER_KIND_CHOICES.find((value) => value === asked) ?? 'home';
  if (!id) return { slider: null, kind, notice: null };
  let sliders;
  try {
    sliders = await listSliders(createAccountApi(args), undefined, { signal: args.request.signal });
  } catch (error) {
    throw toRouteError(error);
  }
  const slider = sliders.find((candidate) => String(candidate.id) === id);
  if (!slider) {
    const message = getServerMessages(args.request).errors.CONTENT_NOT_FOUND;
    const refusal: RefusalData = { message, code: 'CONTENT_NOT_FOUND' };
    throw data(refusal, { status: 404 });
  }
  return { slider, kind: slider.kind, notice: readNotice(args.request.url) };
}

/** Create (then its editor), save (PATCH every field) or delete (then the list). */
export function action(args: Route.ActionArgs) {
  return runEditorAction({
    args,
    read: readSliderForm,
    create: createSlider,
    update: updateSlider,
    remove: deleteSlider,
    listPath: LIST_PATH,
    getItemPath: (id) => `/admin/content/sliders/${id}`,
    savedMessage: getAdminTexts(args.request).content.sliders.saved,
  });
}

export const shouldRevalidate = shouldRevalidateUnlessTool;

/** Issue 17 "Content": make or edit a slider or banner. */
export default function AdminContentSliderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const { slider, kind, notice } = loaderData;
  return (
    <AdminPage
      icon={GalleryHorizontal}
      title={
        slider
          ? t('content.sliders.editTitle', { title: slider.title.en })
          : t('content.sliders.new')
      }
      lead={t('content.sliders.formLead')}
      aside={
        <ButtonLink to={`${LIST_PATH}?kind=${kind}`} variant="outline" size="sm">
          <ArrowLeft className="size-4" aria-hidden />
          {t('content.sliders.back')}
        </ButtonLink>
      }
    >
      {notice === 'created' ? (
        <Alert tone="success" testId="content-notice">
          {t('content.sliders.created')}
        </Alert>
      ) : null}
      <SliderForm key={slider?.id ?? 'new'} slider={slider} kind={kind} result={actionData} />
      {slider ? (
        <DeleteForm
          question={t('content.sliders.deleteQuestion', { title: slider.title.en })}
          result={actionData}
        />
      ) : null}
    </AdminPage>
  );
}
