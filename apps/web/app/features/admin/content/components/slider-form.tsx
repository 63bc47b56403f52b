import type { AdminSlider } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import type { FormResult } from '../../../../lib/forms';
import { SLIDER_KIND_CHOICES } from '../content-choices';
import {
  ChoiceField,
  EditorForm,
  ExactTextField,
  PositionField,
  useEditorFields,
} from './editor-form';
import { ImageField } from './image-field';

type SliderFormProps = {
  /** The slider being edited; none for a new one (of `kind`). */
  slider: AdminSlider | null;
  kind: AdminSlider['kind'];
  result?: FormResult;
};

/** A slider or banner: where it shows, its picture and link, and its texts in every language. */
export function SliderForm({ slider, kind, result }: SliderFormProps) {
  const { t } = useTranslation('admin');
  const { saved, field } = useEditorFields(result);
  return (
    <EditorForm
      part="sliders"
      testId="slider-form"
      isNew={slider === null}
      saved={saved}
      columnsClass="md:grid-cols-3"
      picture={
        <ImageField
          label={t('content.sliders.form.image')}
          hint={t('content.image.hint')}
          {...field('image_url', slider?.image_url ?? '')}
        />
      }
      texts={{
        stored: slider ? { title: slider.title, subtitle: slider.subtitle } : {},
        fields: [
          { name: 'title', label: t('content.sliders.form.title'), kind: 'text' },
          {
            name: 'subtitle',
            label: t('content.sliders.form.subtitle'),
            hint: t('content.sliders.form.subtitleHint'),
            kind: 'text',
          },
        ],
      }}
    >
      <ChoiceField
        label={t('content.sliders.form.kind')}
        choices={SLIDER_KIND_CHOICES}
        getLabel={(choice) => t(`content.sliders.kinds.${choice}`)}
        {...field('kind', slider?.kind ?? kind)}
      />
      <ExactTextField
        label={t('content.sliders.form.link')}
        hint={t('content.sliders.form.linkHint')}
        {...field('redirect_url', slider?.redirect_url ?? '')}
      />
      <PositionField {...field('position', slider ? String(slider.position) : '')} />
    </EditorForm>
  );
}
