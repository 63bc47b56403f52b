import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../../../components/ui/form-field';
import { getFieldError, type FormResult } from '../../../../lib/forms';
import {
  CONTENT_LOCALES,
  getLocalizedName,
  type ContentLocale,
  type StoredText,
} from '../content-form';
import { MarkdownField } from './markdown-field';

export type LocalizedFieldSpec = {
  /** The API's field (`title`); the inputs are `title.en`, `title.es`, `title.zh-CN`. */
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'markdown';
  hint?: string;
};

type LocalizedFieldsProps = {
  fields: readonly LocalizedFieldSpec[];
  /** The stored texts by field name (none for a new item). */
  stored: Readonly<Record<string, StoredText | null | undefined>>;
  /** The last save's answer: its field errors, and what was typed after a refused post. */
  result?: FormResult;
};

/** The first locale whose fields the answer refused, if any. */
function findRefusedLocale(fields: readonly LocalizedFieldSpec[], result?: FormResult) {
  return CONTENT_LOCALES.find((locale) =>
    fields.some((field) => getFieldError(result, getLocalizedName(field.name, locale))),
  );
}

/**
 * The texts of an item in English, Spanish and Chinese, one tab per language. Every tab's
 * fields stay in the form (a hidden panel is still posted), so one save sends all three; the
 * tab of a language the API refused opens by itself and carries a mark.
 */
export function LocalizedFields({ fields, stored, result }: LocalizedFieldsProps) {
  const { t } = useTranslation('admin');
  const baseId = useId();
  const [selected, setSelected] = useState<ContentLocale>(
    () => findRefusedLocale(fields, result) ?? 'en',
  );
  // A new refusal opens the first language it names (React's "adjust state on a change").
  const [seenResult, setSeenResult] = useState(result);
  if (result !== seenResult) {
    setSeenResult(result);
    const refused = findRefusedLocale(fields, result);
    if (refused) setSelected(refused);
  }
  const refill = result && !result.ok ? result.values : undefined;
  return (
    <div className="rounded-2xl ring-1 ring-white/10" data-testid="localized-fields">
      <div
        role="tablist"
        aria-label={t('content.locales.label')}
        className="flex gap-1 overflow-x-auto border-b border-white/10 p-1"
      >
        {CONTENT_LOCALES.map((locale) => {
          const isRefused = fields.some((field) =>
            getFieldError(result, getLocalizedName(field.name, locale)),
          );
          const isMissing = fields.some((field) => {
            const text = stored[field.name];
            // A text written in English but not in this language (an older row).
            return text != null && text.en !== '' && !text[locale];
          });
          return (
            <button
              key={locale}
              type="button"
              role="tab"
              id={`${baseId}-tab-${locale}`}
              aria-controls={`${baseId}-panel-${locale}`}
              aria-selected={locale === selected}
              data-locale={locale}
              onClick={() => setSelected(locale)}
              className={clsx(
                'inline-flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
                locale === selected
                  ? 'bg-violet-500/20 text-violet-100'
                  : 'text-mist-400 hover:bg-white/5 hover:text-white',
              )}
            >
              {t(`content.locales.${locale}`)}
              {isRefused ? (
                <span
                  className="size-2 rounded-full bg-rose-400"
                  title={t('content.locales.refused')}
                >
                  <span className="sr-only">{t('content.locales.refused')}</span>
                </span>
              ) : isMissing ? (
                <span className="text-xs font-medium text-amber-300">
                  {t('content.locales.missing')}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {CONTENT_LOCALES.map((locale) => (
        <div
          key={locale}
          role="tabpanel"
          id={`${baseId}-panel-${locale}`}
          aria-labelledby={`${baseId}-tab-${locale}`}
          hidden={locale !== selected}
          lang={locale}
          className="space-y-4 p-4"
        >
          {fields.map((field) => {
            const name = getLocalizedName(field.name, locale);
            const props = {
              name,
              label: t('content.locales.field', {
                label: field.label,
                language: t(`content.locales.${locale}`),
              }),
              hint: field.hint,
              defaultValue: refill?.[name] ?? stored[field.name]?.[locale] ?? '',
              error: getFieldError(result, name),
            };
            if (field.kind === 'markdown') {
              return <MarkdownField key={name} testId={`markdown-preview-${name}`} {...props} />;
            }
            if (field.kind === 'textarea') return <TextAreaField key={name} rows={3} {...props} />;
            return <TextField key={name} autoComplete="off" {...props} />;
          })}
        </div>
      ))}
    </div>
  );
}
