import { clsx } from 'clsx';
import { ArrowRight, MailCheck, MailWarning, MailPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, getButtonClass } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';

type VerifyResultProps = { ok: boolean; message: string };

/** spec §2 /email/verify/{id}: the outcome of the mailed link, with the next step. */
export function VerifyResult({ ok, message }: VerifyResultProps) {
  const { t } = useTranslation();
  const Icon = ok ? MailCheck : MailWarning;
  const title = ok ? t('auth.emailVerified') : t('auth.emailVerifyFailed');
  return (
    <div
      data-testid="verify-result"
      data-status={ok ? 'success' : 'error'}
      className="w-full max-w-md rounded-3xl bg-ink-900/80 p-6 text-center shadow-2xl ring-1 shadow-black/50 ring-white/10 backdrop-blur-xl sm:p-8"
    >
      <DocumentTitle title={t('auth.emailVerify')} />
      <span
        className={clsx(
          'mx-auto grid size-16 place-items-center rounded-full ring-1',
          ok
            ? 'bg-brand-400/15 text-brand-300 ring-brand-400/30'
            : 'bg-rose-500/15 text-rose-300 ring-rose-400/30',
        )}
      >
        <Icon className="size-8" aria-hidden />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-white">{title}</h1>
      <p role={ok ? 'status' : 'alert'} className="mt-2 text-sm text-mist-300">
        {message}
      </p>
      <div className="mt-7">
        {ok ? (
          // A full load: the header and wallet pick up the now verified user.
          <a href="/casino" className={getButtonClass('primary', 'lg', 'w-full')}>
            {t('auth.goToCasino')}
            <ArrowRight className="size-4" aria-hidden />
          </a>
        ) : (
          <ButtonLink to="/email/resend" variant="secondary" size="lg" className="w-full">
            <MailPlus className="size-4" aria-hidden />
            {t('auth.emailResend')}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
