import { GalleryHorizontal } from 'lucide-react';
import { data } from 'react-router';
import { createSlider } from '../features/admin/content/api/create-slider';
import { deleteSlider } from '../features/admin/content/api/delete-slider';
import { listSliders } from '../features/admin/content/api/list-sliders';
import { updateSlider } from '../features/admin/content/api/update-slider';
import { CONTENT_PATHS, readSliderKind } from '../features/admin/content/content-addresses';
import { loadContentItem, runEditorAction } from '../features/admin/content/content-actions.server';
import { readSliderForm } from '../features/admin/content/content-forms.server';
import { shouldRevalidateUnlessTool } from '../features/admin/content/content-revalidation';
import { ContentEditorPage } from '../features/admin/content/components/content-editor-page';
import { SliderForm } from '../features/admin/content/components/slider-form';
import type { RefusalData } from '../features/admin/route-error.server';
import type { ApiClient, ApiRequestInit } from '../lib/api';
import { getServerMessages } from '../lib/messages.server';
import type { Route } from './+types/admin.content.slider';

/** The slider of `id`: the API lists sliders, it has no call for one; 404 when there is none. */
async function findSlider(request: Request, api: ApiClient, id: string, init: ApiRequestInit) {
  const sliders = await listSliders(api, undefined, init);
  const slider = sliders.find((candidate) => String(candidate.id) === id);
  if (slider) return slider;
  const message = getServerMessages(request).errors.CONTENT_NOT_FOUND;
  const refusal: RefusalData = { message, code: 'CONTENT_NOT_FOUND' };
  throw data(refusal, { status: 404 });
}

/**
 * Issue 17 "Content": the slider of `:id`, or a new one of the kind the address names
 * (`/sliders/new?kind=banner`).
 */
export async function loader(args: Route.LoaderArgs) {
  const { item: slider, notice } = await loadContentItem(args, (api, id, init) =>
    findSlider(args.request, api, id, init),
  );
  const kind = slider?.kind ?? readSliderKind(new URL(args.request.url).searchParams.get('kind'));
  return { slider, kind, notice };
}

/** Create (then its editor), save (PATCH every field) or delete (then the list). */
export function action(args: Route.ActionArgs) {
  return runEditorAction(args, 'sliders', {
    read: readSliderForm,
    create: createSlider,
    update: updateSlider,
    remove: deleteSlider,
  });
}

export const shouldRevalidate = shouldRevalidateUnlessTool;

/** Issue 17 "Content": make or edit a slider or banner. */
export default function AdminContentSliderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { slider, kind, notice } = loaderData;
  return (
    <ContentEditorPage
      part="sliders"
      icon={GalleryHorizontal}
      title={slider?.title.en ?? null}
      backTo={`${CONTENT_PATHS.sliders}?kind=${kind}`}
      notice={notice}
      result={actionData}
    >
      <SliderForm key={slider?.id ?? 'new'} slider={slider} kind={kind} result={actionData} />
    </ContentEditorPage>
  );
}
