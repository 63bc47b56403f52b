import { Archive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SubmitButton } from '../../../../components/ui/form-field';
import { formatDateTime } from '../../../../lib/format';
import type { FormResult } from '../../../../lib/forms';
import { usePendingForm } from '../../../../lib/use-pending-form';
import { AdminCard } from '../../components/admin-page';

type RetireOfferProps = {
  code: string;
  retiredAt: string | null;
  /** The retirement's last answer (intent `retire`). */
  result?: FormResult;
};

/**
 * Retiring takes two clicks: the first opens the confirmation (a disclosure, so it works before
 * the page's JavaScript has loaded), the second posts `intent=retire`. Players who hold the
 * offer keep their bonus; nobody else is offered it.
 */
export function RetireOffer({ code, retiredAt, result }: RetireOfferProps) {
  const { t } = useTranslation('admin');
  const pending = usePendingForm('retire');
  return (
    <AdminCard title={t('bonuses.edit.retire.title')} testId="offer-retire">
      <FormAlert result={result} testId="retire-alert" className="mb-3" />
      {retiredAt ? (
        <p className="text-sm text-mist-300" data-testid="offer-retired">
          {t('bonuses.edit.retire.done', { time: formatDateTime(retiredAt) })}
        </p>
      ) : (
        <details className="group rounded-xl ring-1 ring-rose-400/20">
          <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-2.5 text-sm font-semibold text-rose-200 hover:bg-rose-500/10 [&::-webkit-details-marker]:hidden">
            <Archive className="size-4" aria-hidden />
            {t('bonuses.edit.retire.open')}
          </summary>
          <Form method="post" className="space-y-3 border-t border-rose-400/20 p-4">
            <p className="text-sm text-mist-300">{t('bonuses.edit.retire.question', { code })}</p>
            <input type="hidden" name="intent" value="retire" />
            <SubmitButton
              pending={pending}
              size="md"
              variant="outline"
              className="border-rose-400/40 text-rose-100 hover:border-rose-400/70 hover:bg-rose-500/10"
            >
              {t('bonuses.edit.retire.confirm', { code })}
            </SubmitButton>
          </Form>
        </details>
      )}
    </AdminCard>
  );
}
