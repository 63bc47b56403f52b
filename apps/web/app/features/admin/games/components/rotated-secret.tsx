import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { CopyButton } from '../../../../components/ui/copy-button';
import { AdminCard } from '../../components/admin-page';

type RotatedSecretProps = {
  /** The rotation's answer: on the page that asked for it only, never read back. */
  rotated: { code: string; name: string; secret: string };
};

/**
 * A provider's new secret, shown this once: with a way to copy it and the warning that it will
 * not be shown again. It is kept nowhere but this render (no field a browser could autofill or
 * remember it from, no address, no storage).
 */
export function RotatedSecret({ rotated }: RotatedSecretProps) {
  const { t } = useTranslation('admin');
  return (
    <AdminCard
      testId="rotated-secret"
      title={
        <span className="inline-flex items-center gap-2">
          <KeyRound className="size-4 text-amber-300" aria-hidden />
          {t('games.providers.secret.title', { name: rotated.name })}
        </span>
      }
      className="ring-amber-400/30"
    >
      <Alert tone="warning" testId="secret-warning" className="mb-4">
        {t('games.providers.secret.warning')}
      </Alert>
      <p className="mb-1 text-xs text-mist-400">{t('games.providers.secret.label')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <code
          data-testid="secret-value"
          className="min-w-0 flex-1 rounded-lg bg-ink-950/70 px-3 py-2.5 font-mono text-sm break-all text-white ring-1 ring-white/10 select-all"
        >
          {rotated.secret}
        </code>
        <CopyButton
          text={rotated.secret}
          label={t('games.providers.secret.copy')}
          copiedLabel={t('games.providers.secret.copied')}
        />
      </div>
    </AdminCard>
  );
}
