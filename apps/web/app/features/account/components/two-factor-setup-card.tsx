import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyButton } from '../../../components/ui/copy-button';
import { getButtonClass } from '../../../components/ui/button';
import type { FormResult } from '../../../lib/forms';
import { groupSecret, SETUP_FIELDS, toSvgDataUrl, type PendingSetup } from '../two-factor-data';
import { SettingsCard } from './settings-page';
import { TwoFactorCodeForm } from './two-factor-code-form';

type TwoFactorSetupCardProps = { setup: PendingSetup; result?: FormResult; pending: boolean };

/**
 * The enrolment (issue 18): the server's QR code of the otpauth URL, the secret in groups of four
 * for typing by hand (with a copy button and, on a phone, a link the app opens), and the code
 * that proves the app has it, which turns 2FA on.
 */
export function TwoFactorSetupCard({ setup, result, pending }: TwoFactorSetupCardProps) {
  const { t } = useTranslation();
  return (
    <SettingsCard title={t('twoFactor.security.setup.title')}>
      <div className="space-y-5">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
          <img
            src={toSvgDataUrl(setup.qr_svg)}
            alt={t('twoFactor.security.setup.qrAlt')}
            data-testid="two-factor-qr"
            width={176}
            height={176}
            className="size-44 shrink-0 rounded-xl bg-white p-2"
          />
          <div className="min-w-0 space-y-3 text-sm text-mist-300">
            <p>{t('twoFactor.security.setup.scan')}</p>
            <p>{t('twoFactor.security.setup.manual')}</p>
            <code
              data-testid="two-factor-secret"
              className="block rounded-xl bg-ink-950/60 px-3.5 py-2.5 font-mono text-sm tracking-wider break-words text-white ring-1 ring-white/10"
            >
              {groupSecret(setup.secret)}
            </code>
            <div className="flex flex-wrap gap-2">
              <CopyButton
                text={setup.secret}
                label={t('twoFactor.security.setup.copy')}
                copiedLabel={t('twoFactor.security.setup.copied')}
              />
              <a href={setup.otpauth_url} className={getButtonClass('ghost', 'md')}>
                <ExternalLink className="size-4" aria-hidden />
                {t('twoFactor.security.setup.openApp')}
              </a>
            </div>
          </div>
        </div>
        <p className="text-sm text-mist-300">{t('twoFactor.security.setup.confirm')}</p>
        <TwoFactorCodeForm
          intent="enable"
          result={result}
          pending={pending}
          hint={t('twoFactor.code.hint')}
          submitLabel={t('twoFactor.security.setup.submit')}
        >
          {SETUP_FIELDS.map((name) => (
            <input key={name} type="hidden" name={name} value={setup[name]} />
          ))}
        </TwoFactorCodeForm>
        <Link
          to="/settings/security"
          className="text-sm font-medium text-mist-400 hover:text-white"
        >
          {t('twoFactor.security.setup.cancel')}
        </Link>
      </div>
    </SettingsCard>
  );
}
