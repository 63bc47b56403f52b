import type { AdminPage } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import type { FormResult } from '../../../../lib/forms';
import { PAGE_GROUP_CHOICES } from '../content-choices';
import {
  ChoiceField,
  EditorForm,
  ExactTextField,
  PositionField,
  SlugField,
  useEditorFields,
} from './editor-form';

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
  const { saved, field } = useEditorFields(result);
  return (
    <EditorForm
      part="pages"
      testId="page-form"
      isNew={page === null}
      saved={saved}
      columnsClass="md:grid-cols-2 xl:grid-cols-5"
      texts={{
        stored: page ? { title: page.title, body: page.body } : {},
        fields: [
          { name: 'title', label: t('content.pages.form.title'), kind: 'text' },
          {
            name: 'body',
            label: t('content.form.body'),
            hint: t('content.pages.form.bodyHint'),
            kind: 'markdown',
          },
        ],
      }}
    >
      <SlugField {...field('slug', page?.slug ?? '')} />
      <ExactTextField
        label={t('content.pages.form.to')}
        hint={t('content.pages.form.toHint')}
        {...field('to', page?.to ?? '')}
      />
      <ChoiceField
        label={t('content.pages.form.group')}
        choices={PAGE_GROUP_CHOICES}
        getLabel={(group) => t(`content.pages.groups.${group}`)}
        {...field('group', page?.group ?? 'pages')}
      />
      <ExactTextField
        label={t('content.pages.form.icon')}
        hint={t('content.pages.form.iconHint')}
        {...field('icon', page?.icon ?? '')}
      />
      <PositionField {...field('position', page ? String(page.position) : '')} />
    </EditorForm>
  );
}
