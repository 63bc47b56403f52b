import type { ProviderView } from '@casino/contracts';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { EmptyNote } from '../../../../components/ui/empty-note';
import { SubmitButton } from '../../../../components/ui/form-field';
import type { FormResult } from '../../../../lib/forms';
import { AdminTable, CELL_CLASS } from '../../components/admin-table';
import { RowFieldError, RowForm, ToggleForm, useRowPending } from './row-forms';

type ProvidersTableProps = {
  providers: readonly ProviderView[];
  /** The page action's last answer: a row shows its own field errors. */
  result?: FormResult;
};

/** The studios on the seamless wallet: switch, launch URL and secret rotation per row. */
export function ProvidersTable({ providers, result }: ProvidersTableProps) {
  const { t } = useTranslation('admin');
  if (providers.length === 0) {
    return <EmptyNote testId="providers-empty">{t('games.providers.empty')}</EmptyNote>;
  }
  const columns = [
    { label: t('games.providers.columns.provider') },
    { label: t('games.providers.columns.launchUrl') },
    { label: t('games.providers.columns.state') },
    { label: t('games.providers.columns.secret') },
  ];
  return (
    <AdminTable testId="providers-table" columns={columns} minWidthClass="min-w-[60rem]">
      {providers.map((provider) => (
        <ProviderRow key={provider.code} provider={provider} result={result} />
      ))}
    </AdminTable>
  );
}

function ProviderRow({ provider, result }: { provider: ProviderView; result?: FormResult }) {
  const { t } = useTranslation('admin');
  const intent = `provider-${provider.code}`;
  const { name, code } = provider;
  const isSavingUrl = useRowPending('launch-url', 'launch_url', ['code', code]);
  const isRotating = useRowPending('rotate', 'rotate', ['code', code]);
  const isOwnFailure = result?.intent === intent && !result.ok;
  const isRotated = result?.intent === intent && result.ok && 'rotated' in result;
  // After a refusal the URL field keeps what was typed, not the saved one.
  const typedUrl = isOwnFailure ? result.values?.launch_url : undefined;
  return (
    <tr data-provider={code}>
      <td className={CELL_CLASS}>
        <p className="font-medium text-white">{name}</p>
        <p className="font-mono text-xs text-mist-400">{code}</p>
        {provider.is_demo ? (
          <Badge tone="info" className="mt-1">
            {t('games.providers.demo')}
          </Badge>
        ) : null}
      </td>
      <td className={CELL_CLASS}>
        <RowForm
          intent="launch-url"
          id={code}
          idName="code"
          key={`url-${provider.launch_url}-${typedUrl ?? ''}`}
        >
          <div className="min-w-0 flex-1">
            <input
              name="launch_url"
              type="url"
              autoComplete="off"
              spellCheck={false}
              aria-label={t('games.providers.launchUrlOf', { name })}
              aria-invalid={(isOwnFailure && !!result.fieldErrors.launch_url) || undefined}
              defaultValue={typedUrl ?? provider.launch_url}
              className="h-9 w-full min-w-64 rounded-lg bg-ink-950/60 px-2.5 font-mono text-xs text-white ring-1 ring-white/10 hover:ring-white/20 focus:ring-2 focus:ring-brand-400/70 focus:outline-none aria-[invalid=true]:ring-rose-400/60"
            />
            <RowFieldError result={result} intent={intent} field="launch_url" />
          </div>
          <SubmitButton pending={isSavingUrl} size="sm" variant="secondary">
            {t('games.providers.saveUrl')}
          </SubmitButton>
        </RowForm>
      </td>
      <td className={CELL_CLASS}>
        <div className="flex flex-col items-start gap-2">
          <Badge tone={provider.enabled ? 'success' : 'neutral'} testId="provider-state">
            {provider.enabled ? t('games.providers.on') : t('games.providers.off')}
          </Badge>
          <ToggleForm
            intent="switch"
            id={code}
            idName="code"
            field="enabled"
            value={provider.enabled ? 'false' : 'true'}
            label={
              provider.enabled ? t('games.providers.switchOff') : t('games.providers.switchOn')
            }
            ariaLabel={
              provider.enabled
                ? t('games.providers.switchOffNamed', { name })
                : t('games.providers.switchOnNamed', { name })
            }
          />
        </div>
      </td>
      <td className={CELL_CLASS}>
        {/* Two clicks: a disclosure (it works before the page's JavaScript has loaded). */}
        <details
          // Closed again once this row's secret is rotated (the new one shows above the table).
          key={isRotated ? 'rotated' : 'ready'}
          data-testid="rotate-secret"
          className="group max-w-xs"
        >
          <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-semibold text-amber-200 hover:bg-amber-400/10 [&::-webkit-details-marker]:hidden">
            <KeyRound className="size-4" aria-hidden />
            {t('games.providers.rotate.open')}
          </summary>
          <RowForm intent="rotate" id={code} idName="code" className="mt-2 flex-col">
            <input type="hidden" name="rotate" value="1" />
            <p className="text-xs text-mist-300">
              {t('games.providers.rotate.question', { name })}
            </p>
            <SubmitButton
              pending={isRotating}
              size="sm"
              variant="outline"
              className="h-auto min-h-9 border-amber-400/40 py-1.5 text-left whitespace-normal text-amber-100 hover:border-amber-400/70 hover:bg-amber-400/10"
            >
              {t('games.providers.rotate.confirm', { name })}
            </SubmitButton>
          </RowForm>
        </details>
      </td>
    </tr>
  );
}
