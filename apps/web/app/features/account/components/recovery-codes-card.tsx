import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { getButtonClass } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { toRecoveryCodesFile } from '../two-factor-data';
import { SettingsCard } from './settings-page';

type RecoveryCodesCardProps = {
  codes: string[];
  /** The first line of the downloaded file: whose codes, for which casino. */
  fileTitle: string;
};

/**
 * The ten recovery codes, right after 2FA was turned on or the codes renewed: shown this once
 * (the server keeps only their hashes), to copy or download as a text file.
 */
export function RecoveryCodesCard({ codes, fileTitle }: RecoveryCodesCardProps) {
  const { t } = useTranslation();
  return (
    <SettingsCard
      title={t('twoFactor.security.codes.title')}
      description={t('twoFactor.security.codes.lead')}
    >
      <div className="space-y-5">
        <Alert tone="warning" testId="recovery-codes-warning">
          {t('twoFactor.security.codes.warning')}
        </Alert>
        <ol
          data-testid="recovery-codes"
          className="grid grid-cols-1 gap-2 font-mono text-sm text-white min-[420px]:grid-cols-2"
        >
          {codes.map((code) => (
            <li key={code} className="rounded-lg bg-ink-950/60 px-3 py-2 ring-1 ring-white/10">
              {code}
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-2">
          <CopyButton
            text={codes.join('\n')}
            label={t('twoFactor.security.codes.copy')}
            copiedLabel={t('twoFactor.security.codes.copied')}
          />
          <a
            href={toRecoveryCodesFile(fileTitle, codes)}
            download={t('twoFactor.security.codes.fileName')}
            data-testid="recovery-codes-download"
            className={getButtonClass('secondary', 'md')}
          >
            <Download className="size-4" aria-hidden />
            {t('twoFactor.security.codes.download')}
          </a>
        </div>
      </div>
    </SettingsCard>
  );
}
