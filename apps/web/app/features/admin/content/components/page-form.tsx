import type { AdminPage } from '@casino/contracts';
import { Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SelectField, SubmitButton, TextField } from '../../../../components/ui/form-field';
import { getFieldError, selectFormResult, type FormResult } from '../../../../lib/forms';
import { usePendingForm } from '../../../../lib/use-pending-form';
import { AdminCard } from '../../components/admin-page';
import { PAGE_GROUP_CHOICES } from '../content-choices';
import { LocalizedFields } from './localized-fields';

type PageFormProps = {
  /** The page being edited; none for a new one. */
  page: AdminPage | null;
  result?: FormResult;
};

/**
 * A site page or menu entry: its address and footer column, its place there, an icon, and its
 * title and Markdown text in every language (no text: an entry that leads elsewhere).
 */
export function PageForm({ page, result }: PageFormProps) {
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
    <Form method="post" className="space-y-6" data-testid="page-form">
      <input type="hidden" name="intent" value="save" />
      <FormAlert result={saved} testId="save-alert" />
      <AdminCard title={t('content.pages.form.settings')}>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-5">
          <TextField
            label={t('content.form.slug')}
            hint={t('content.form.slugHint')}
            autoComplete="off"
            spellCheck={false}
            {...field('slug', page?.slug ?? '')}
          />
          <TextField
            label={t('content.pages.form.to')}
            hint={t('content.pages.form.toHint')}
            autoComplete="off"
            spellCheck={false}
            {...field('to', page?.to ?? '')}
          />
          <SelectField
            label={t('content.pages.form.group')}
            options={PAGE_GROUP_CHOICES.map((group) => ({
              value: group,
              label: t(`content.pages.groups.${group}`),
            }))}
            {...field('group', page?.group ?? 'pages')}
          />
          <TextField
            label={t('content.pages.form.icon')}
            hint={t('content.pages.form.iconHint')}
            autoComplete="off"
            spellCheck={false}
            {...field('icon', page?.icon ?? '')}
          />
          <TextField
            label={t('content.form.position')}
            hint={t('content.form.positionHint')}
            type="number"
            min={0}
            inputMode="numeric"
            {...field('position', page ? String(page.position) : '')}
          />
        </div>
      </AdminCard>
      <AdminCard title={t('content.form.texts')}>
        <LocalizedFields
          result={saved}
          stored={page ? { title: page.title, body: page.body } : {}}
          fields={[
            { name: 'title', label: t('content.pages.form.title'), kind: 'text' },
            {
              name: 'body',
              label: t('content.form.body'),
              hint: t('content.pages.form.bodyHint'),
              kind: 'markdown',
            },
          ]}
        />
      </AdminCard>
      <SubmitButton pending={isSaving} size="md">
        <Save className="size-4" aria-hidden />
        {page ? t('content.form.save') : t('content.pages.form.create')}
      </SubmitButton>
    </Form>
  );
}
