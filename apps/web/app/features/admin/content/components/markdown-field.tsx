import { Eye, LoaderCircle } from 'lucide-react';
import { useRef, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { FieldError, TextAreaField } from '../../../../components/ui/form-field';
import { isFormFailure, type Loaded } from '../../../../lib/forms';

/** The preview's resource route (routes/admin.content.preview.ts). */
export const PREVIEW_PATH = '/admin/content/preview';

export type PreviewAnswer = Loaded<{ html: string }>;

type MarkdownFieldProps = Omit<ComponentProps<typeof TextAreaField>, 'aside' | 'rows'> & {
  /** Tells this field's preview apart (`markdown-preview-body.en`). */
  testId: string;
};

/**
 * A Markdown body with its preview: the server renders and sanitises it exactly as the public
 * pages will (POST /api/admin/content/preview), and the preview shows that HTML as it came;
 * the browser never renders the Markdown itself.
 */
export function MarkdownField({ testId, ...fieldProps }: MarkdownFieldProps) {
  const { t } = useTranslation('admin');
  const fetcher = useFetcher<PreviewAnswer>();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const isLoading = fetcher.state !== 'idle';
  const answer = fetcher.data;
  const preview = () => {
    const markdown = textarea.current?.value ?? '';
    void fetcher.submit({ markdown }, { method: 'post', action: PREVIEW_PATH });
  };
  return (
    <div className="space-y-3">
      <TextAreaField
        {...fieldProps}
        ref={textarea}
        rows={12}
        spellCheck
        className="[&_textarea]:font-mono [&_textarea]:leading-relaxed"
        aside={
          <Button variant="outline" size="sm" onClick={preview} aria-busy={isLoading || undefined}>
            {isLoading ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden />
            ) : (
              <Eye className="size-4" aria-hidden />
            )}
            {t('content.preview.show')}
          </Button>
        }
      />
      {isFormFailure(answer) ? (
        <FieldError message={answer.fieldErrors.markdown?.[0] ?? answer.message} />
      ) : answer ? (
        <section
          aria-label={t('content.preview.title')}
          className="rounded-xl bg-ink-950/40 p-4 ring-1 ring-violet-400/20"
        >
          <p className="mb-3 text-xs font-semibold tracking-wide text-violet-200 uppercase">
            {t('content.preview.title')}
          </p>
          {answer.html ? (
            <div
              data-testid={testId}
              className="content-prose"
              // Sanitised by the server (allow-listed tags only), exactly as the site shows it.
              dangerouslySetInnerHTML={{ __html: answer.html }}
            />
          ) : (
            <p className="text-sm text-mist-400">{t('content.preview.empty')}</p>
          )}
        </section>
      ) : null}
    </div>
  );
}
