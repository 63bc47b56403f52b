import { CURRENCIES, formatMinorUnits, type CrashGameSettingsView } from '@casino/contracts';
import { Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { getButtonClass } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SubmitButton, TextField } from '../../../../components/ui/form-field';
import { getFieldError, type FormResult } from '../../../../lib/forms';
import { usePendingForm } from '../../../../lib/use-pending-form';
import { AdminCard } from '../../components/admin-page';
import { LIMIT_FIELDS, limitFieldName, type LimitField } from '../crash-settings-form';
import { SYSTEM_INTENTS } from '../system-intents';

type CrashSettingsFormProps = { game: CrashGameSettingsView; result?: FormResult };

const LIMIT_LABELS: Record<LimitField, 'minBet' | 'maxBet' | 'maxPayout'> = {
  min_bet: 'minBet',
  max_bet: 'maxBet',
  max_payout: 'maxPayout',
};

/**
 * PATCH /api/admin/originals/:game/settings: the house edge in percent, the betting window in
 * seconds and each currency's limits in whole units, as typed; the API's refusals land under
 * their fields in the staff member's language.
 */
export function CrashSettingsForm({ game, result }: CrashSettingsFormProps) {
  const { t } = useTranslation('admin');
  const isSaving = usePendingForm(SYSTEM_INTENTS.crash);
  const refill = result && !result.ok ? result.values : undefined;
  const name = t(`system.crash.names.${game.game}`);
  const shown = (field: string, saved: string) => refill?.[field] ?? saved;
  return (
    <AdminCard title={t('system.crash.form.title', { game: name })} testId="crash-settings-form">
      <Form method="post" preventScrollReset className="space-y-4">
        <FormAlert result={result} testId="crash-settings-alert" />
        <input type="hidden" name="intent" value={SYSTEM_INTENTS.crash} />
        <input type="hidden" name="game" value={game.game} />
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <TextField
            label={t('system.crash.form.edge')}
            hint={t('system.crash.form.edgeHint')}
            name="house_edge"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={shown('house_edge', game.house_edge)}
            error={getFieldError(result, 'house_edge')}
          />
          <TextField
            label={t('system.crash.form.betting')}
            hint={t('system.crash.form.bettingHint')}
            name="betting_seconds"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={shown('betting_seconds', String(game.betting_ms / 1000))}
            error={getFieldError(result, 'betting_seconds')}
          />
        </div>
        <p className="text-xs text-mist-400">{t('system.crash.form.limitsHint')}</p>
        {CURRENCIES.map((currency) => (
          <fieldset key={currency} className="space-y-2" data-currency={currency}>
            <legend className="text-sm font-semibold text-white">
              {t('system.crash.form.limitsTitle', { currency })}
            </legend>
            <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
              {LIMIT_FIELDS.map((field) => {
                const fieldName = limitFieldName(currency, field);
                const saved = game.limits[currency]?.[field];
                return (
                  <TextField
                    key={field}
                    label={t(`system.crash.form.${LIMIT_LABELS[field]}`, { currency })}
                    name={fieldName}
                    inputMode="decimal"
                    autoComplete="off"
                    defaultValue={shown(
                      fieldName,
                      saved === undefined ? '' : formatMinorUnits(saved),
                    )}
                    error={getFieldError(result, fieldName)}
                  />
                );
              })}
            </div>
          </fieldset>
        ))}
        <div className="flex flex-wrap gap-2">
          <SubmitButton pending={isSaving} size="md">
            <Save className="size-4" aria-hidden />
            {t('system.crash.form.save')}
          </SubmitButton>
          <Link to="/admin/system" preventScrollReset className={getButtonClass('ghost', 'md')}>
            {t('system.crash.form.close')}
          </Link>
        </div>
      </Form>
    </AdminCard>
  );
}
