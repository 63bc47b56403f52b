import type { AdminSlider } from '@casino/contracts';
import { Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SelectField, SubmitButton, TextField } from '../../../../components/ui/form-field';
import { getFieldError, selectFormResult, type FormResult } from '../../../../lib/forms';
import { usePendingForm } from '../../../../lib/use-pending-form';
import { AdminCard } from '../../components/admin-page';
import { SLIDER_KIND_CHOICES } from '../content-choices';
import { ImageField } from './image-field';
import { LocalizedFields } from './localized-fields';

type SliderFormProps = {
  /** The slider being edited; none for a new one (of `kind`). */
  slider: AdminSlider | null;
  kind: AdminSlider['kind'];
  result?: FormResult;
};

/** A slider or banner: where it shows, its picture and link, and its texts in every language. */
export function SliderForm({ slider, kind, result }: SliderFormProps) {
  const { t } = useTranslation('admin');
  const isSaving = usePendingForm('save');
  const saved = selectFormResult(result, 'save');
  const refill = saved && !saved.ok ? saved.values : undefined;
  const field = (name: string, stored: string) => ({
    name,
    defaultValue: refill?.[name] ?? stored,
    error: getFieldError(saved, name),
  });
  return (
    <Form method="post" className="space-y-6" data-testid="slider-form">
      <input type="hidden" name="intent" value="save" />
      <FormAlert result={saved} testId="save-alert" />
      <AdminCard title={t('content.sliders.form.settings')}>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          <SelectField
            label={t('content.sliders.form.kind')}
            options={SLIDER_KIND_CHOICES.map((choice) => ({
              value: choice,
              label: t(`content.sliders.kinds.${choice}`),
            }))}
            {...field('kind', slider?.kind ?? kind)}
          />
          <TextField
            label={t('content.sliders.form.link')}
            hint={t('content.sliders.form.linkHint')}
            autoComplete="off"
            spellCheck={false}
            {...field('redirect_url', slider?.redirect_url ?? '')}
          />
          <TextField
            label={t('content.form.position')}
            hint={t('content.form.positionHint')}
            type="number"
            min={0}
            inputMode="numeric"
            {...field('position', slider ? String(slider.position) : '')}
          />
        </div>
        <div className="mt-4">
          <ImageField
            label={t('content.sliders.form.image')}
            hint={t('content.image.hint')}
            {...field('image_url', slider?.image_url ?? '')}
          />
        </div>
      </AdminCard>
      <AdminCard title={t('content.form.texts')}>
        <LocalizedFields
          result={saved}
          stored={slider ? { title: slider.title, subtitle: slider.subtitle } : {}}
          fields={[
            { name: 'title', label: t('content.sliders.form.title'), kind: 'text' },
            {
              name: 'subtitle',
              label: t('content.sliders.form.subtitle'),
              hint: t('content.sliders.form.subtitleHint'),
              kind: 'text',
            },
          ]}
        />
      </AdminCard>
      <SubmitButton pending={isSaving} size="md">
        <Save className="size-4" aria-hidden />
        {slider ? t('content.form.save') : t('content.sliders.form.create')}
      </SubmitButton>
    </Form>
  );
}
