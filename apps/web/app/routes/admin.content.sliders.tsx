import { GalleryHorizontal, ImagePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getAdminTexts } from '../features/admin/admin-texts.server';
import { listSliders } from '../features/admin/content/api/list-sliders';
import { reorderSliders } from '../features/admin/content/api/reorder-sliders';
import { readSliderKind } from '../features/admin/content/content-addresses';
import { readListFrame } from '../features/admin/content/content-lists.server';
import { SLIDER_KIND_CHOICES } from '../features/admin/content/content-choices';
import { ContentListPage } from '../features/admin/content/components/content-list-page';
import { SectionTabs } from '../features/admin/components/section-tabs';
import { SlidersList } from '../features/admin/content/components/sliders-list';
import { toRouteError } from '../features/admin/route-error.server';
import { FormAlert } from '../components/ui/form-alert';
import { createFormFailure, toFormFailure } from '../lib/actions.server';
import { createAccountApi } from '../lib/api.server';
import { readFormText, type FormSuccess } from '../lib/forms';
import { requirePermission } from '../lib/guards.server';
import { getServerMessages } from '../lib/messages.server';
import type { Route } from './+types/admin.content.sliders';

/** Issue 17 "Content": GET /api/admin/sliders of one kind, in the order the site shows them. */
export async function loader(args: Route.LoaderArgs) {
  const staff = await requirePermission(args, 'content.manage');
  const kind = readSliderKind(new URL(args.request.url).searchParams.get('kind'));
  try {
    const sliders = await listSliders(createAccountApi(args), kind, {
      signal: args.request.signal,
    });
    return { kind, sliders, ...readListFrame(args.request.url, staff) };
  } catch (error) {
    throw toRouteError(error);
  }
}

/**
 * POST /api/admin/sliders/reorder `{kind, ids}`: the kind's whole order as the list showed it
 * with one slider moved; the API refuses an order that is not every slider of the kind once
 * (another staff member added or removed one meanwhile).
 */
export async function action(args: Route.ActionArgs) {
  await requirePermission(args, 'content.manage');
  const api = createAccountApi(args);
  const formData = await args.request.formData();
  const kind = SLIDER_KIND_CHOICES.find((value) => value === readFormText(formData, 'kind'));
  const ids = formData.getAll('ids').map(String);
  if (!kind || ids.length === 0 || !ids.every((id) => /^\d{1,9}$/.test(id))) {
    const messages = getServerMessages(args.request);
    const message = messages.validation.slider_order_mismatch;
    return createFormFailure({ ids: [message] }, { message, intent: 'reorder' });
  }
  try {
    await reorderSliders(api, { kind, ids: ids.map(Number) });
    const message = getAdminTexts(args.request).content.sliders.reordered;
    const success: FormSuccess = { ok: true, intent: 'reorder', message };
    return success;
  } catch (error) {
    return toFormFailure(error, { request: args.request, intent: 'reorder' });
  }
}

/** Issue 17 "Content": the home and promotions sliders and the home banners, in order. */
export default function AdminContentSlidersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const { kind, sliders, notice, canBroadcast } = loaderData;
  return (
    <ContentListPage
      part="sliders"
      icon={GalleryHorizontal}
      lead={t('content.sliders.lead')}
      create={{ to: `/admin/content/sliders/new?kind=${kind}`, icon: ImagePlus }}
      notice={notice}
      canBroadcast={canBroadcast}
    >
      <SectionTabs
        label={t('content.sliders.filterLabel')}
        current={kind}
        tabs={SLIDER_KIND_CHOICES.map((id) => ({
          id,
          to: `?kind=${id}`,
          label: t(`content.sliders.kinds.${id}`),
        }))}
      />
      <FormAlert result={actionData} testId="reorder-alert" />
      <SlidersList sliders={sliders} />
    </ContentListPage>
  );
}
