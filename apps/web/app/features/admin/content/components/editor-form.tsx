import { Save } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SelectField, SubmitButton, TextField } from '../../../../components/ui/form-field';
import { getFieldError, selectFormResult, type FormResult } from '../../../../lib/forms';
import { usePendingForm } from '../../../../lib/use-pending-form';
import { AdminCard } from '../../components/admin-page';
import type { ContentItemPart } from '../content-addresses';
import type { StoredText } from '../content-form';
import { LocalizedFields, type LocalizedFieldSpec } from './localized-fields';

/**
 * The last save's answer, and `field(name, stored)`: a field's name, its value (what was
 * typed, after a refused save; else the stored one) and the API's error for it.
 */
export function useEditorFields(result: FormResult | undefined) {
  const saved = selectFormResult(result, 'save');
  const refill = saved && !saved.ok ? saved.values : undefined;
  const field = (name: string, stored: string) => ({
    name,
    defaultValue: refill?.[name] ?? stored,
    error: getFieldError(saved, name),
  });
  return { saved, field };
}

type EditorFormProps = {
  part: ContentItemPart;
  testId: string;
  /** A new item (its button creates it) rather than one being edited. */
  isNew: boolean;
  /** The last save's answer (useEditorFields). */
  saved: FormResult | undefined;
  /** The settings grid's columns from the medium width up. */
  columnsClass: string;
  /** Under the settings: the item's picture. */
  picture?: ReactNode;
  /** The texts in every language, one tab each, and what is stored of them. */
  texts: {
    fields: readonly LocalizedFieldSpec[];
    stored: Readonly<Record<string, StoredText | null | undefined>>;
  };
  /** The settings' fields. */
  children: ReactNode;
};

/**
 * The form of a post, page or slide (`intent=save`): the last save's refusal, the settings
 * with the picture under them, the texts in every language, and the button.
 */
export function EditorForm({
  part,
  testId,
  isNew,
  saved,
  columnsClass,
  picture,
  texts,
  children,
}: EditorFormProps) {
  const { t } = useTranslation('admin');
  const isSaving = usePendingForm('save');
  return (
    <Form method="post" className="space-y-6" data-testid={testId}>
      <input type="hidden" name="intent" value="save" />
      <FormAlert result={saved} testId="save-alert" />
      <AdminCard title={t(`content.${part}.form.settings`)}>
        <div className={`grid grid-cols-1 gap-4 ${columnsClass}`}>{children}</div>
        {picture ? <div className="mt-4">{picture}</div> : null}
      </AdminCard>
      <AdminCard title={t('content.form.texts')}>
        <LocalizedFields result={saved} stored={texts.stored} fields={texts.fields} />
      </AdminCard>
      <SubmitButton pending={isSaving} size="md">
        <Save className="size-4" aria-hidden />
        {isNew ? t(`content.${part}.form.create`) : t('content.form.save')}
      </SubmitButton>
    </Form>
  );
}

type FieldProps = ReturnType<ReturnType<typeof useEditorFields>['field']>;

/** A text typed exactly (an address, a slug): no autocomplete, no spelling marks. */
export function ExactTextField(props: ComponentProps<typeof TextField>) {
  return <TextField autoComplete="off" spellCheck={false} {...props} />;
}

/** An item's slug: its address on the site. */
export function SlugField(props: FieldProps) {
  const { t } = useTranslation('admin');
  return (
    <ExactTextField label={t('content.form.slug')} hint={t('content.form.slugHint')} {...props} />
  );
}

/** An item's place among its kind: smaller first, empty puts a new one last. */
export function PositionField(props: FieldProps) {
  const { t } = useTranslation('admin');
  return (
    <TextField
      label={t('content.form.position')}
      hint={t('content.form.positionHint')}
      type="number"
      min={0}
      inputMode="numeric"
      {...props}
    />
  );
}

type ChoiceFieldProps<Choice extends string> = FieldProps & {
  label: string;
  choices: readonly Choice[];
  getLabel: (choice: Choice) => string;
};

/** One of a fixed list of choices (a post's kind, a page's footer column). */
export function ChoiceField<Choice extends string>({
  choices,
  getLabel,
  ...props
}: ChoiceFieldProps<Choice>) {
  const options = choices.map((choice) => ({ value: choice, label: getLabel(choice) }));
  return <SelectField options={options} {...props} />;
}
