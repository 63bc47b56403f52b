import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { SubmitButton } from '../../../../components/ui/form-field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { selectFormResult, type FormResult } from '../../../../lib/forms';
import { usePendingForm } from '../../../../lib/use-pending-form';

type DeleteFormProps = {
  /** What the confirmation says will go (the item's kind and name). */
  question: string;
  result?: FormResult;
  testId?: string;
};

/**
 * Deleting takes two clicks: the first opens the confirmation (a disclosure, so it works before
 * the page's JavaScript has loaded), the second posts `intent=delete`.
 */
export function DeleteForm({ question, result, testId = 'delete-form' }: DeleteFormProps) {
  const { t } = useTranslation('admin');
  const isDeleting = usePendingForm('delete');
  const refusal = selectFormResult(result, 'delete');
  return (
    <details data-testid={testId} className="group rounded-xl ring-1 ring-rose-400/20">
      <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-2.5 text-sm font-semibold text-rose-200 hover:bg-rose-500/10 [&::-webkit-details-marker]:hidden">
        <Trash2 className="size-4" aria-hidden />
        {t('content.delete.open')}
      </summary>
      <Form method="post" className="space-y-3 border-t border-rose-400/20 p-4">
        <FormAlert result={refusal && !refusal.ok ? refusal : undefined} testId="delete-alert" />
        <p className="text-sm text-mist-300">{question}</p>
        <input type="hidden" name="intent" value="delete" />
        <SubmitButton
          pending={isDeleting}
          size="md"
          variant="outline"
          className="border-rose-400/40 text-rose-100 hover:border-rose-400/70 hover:bg-rose-500/10"
        >
          {t('content.delete.confirm')}
        </SubmitButton>
      </Form>
    </details>
  );
}
