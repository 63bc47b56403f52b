import { clsx } from 'clsx';
import { Check, Lock, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandIcon } from '../../../components/ui/brand-icon';
import { ButtonLink } from '../../../components/ui/button';

/** spec §2: the social providers offered; POST /api/oauth/:provider answers 403 for now. */
const SOCIAL_PROVIDERS = ['google', 'telegram'] as const;

const PERKS = ['bonus', 'cashback', 'crypto'] as const;

type NotAuthenticatedPanelProps = {
  className?: string;
  /** Without the perks list, for places where the panel sits inside other content. */
  compact?: boolean;
  /** The auth page it sits beside: its own call to action is left out. */
  page?: 'login' | 'register';
};

/**
 * spec §2 not-authenticated page: a register button, the way to log in and social login. The
 * social buttons stay disabled while the server has social login switched off.
 */
export function NotAuthenticatedPanel({
  className,
  compact = false,
  page,
}: NotAuthenticatedPanelProps) {
  // The disabled note is the server's own text (errors.SOCIAL_LOGIN_DISABLED).
  const { t } = useTranslation(['common', 'errors']);
  const titleId = useId();
  const noteId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-testid="not-authenticated-panel"
      className={clsx(
        'relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-ink-800/90 via-ink-850/90 to-ink-900/90 p-6 ring-1 ring-white/10 sm:p-7',
        className,
      )}
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-20 -right-16 -z-10 size-56 rounded-full bg-brand-500/15 blur-3xl"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -bottom-24 -left-10 -z-10 size-56 rounded-full bg-violet-500/15 blur-3xl"
      />
      <span className="grid size-11 place-items-center rounded-2xl bg-gradient-to-br from-violet-500/25 to-brand-400/15 text-violet-200 ring-1 ring-violet-400/30">
        <Sparkles className="size-5" aria-hidden />
      </span>
      <h2 id={titleId} className="mt-4 text-xl font-bold tracking-tight text-white">
        {t('guest.title')}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-mist-300">{t('guest.text')}</p>
      {compact ? null : (
        <ul className="mt-5 space-y-2.5">
          {PERKS.map((perk) => (
            <li key={perk} className="flex items-center gap-2.5 text-sm text-mist-200">
              <span className="grid size-5 shrink-0 place-items-center rounded-full bg-brand-400/15 text-brand-300">
                <Check className="size-3.5" aria-hidden />
              </span>
              {t(`guest.perks.${perk}`)}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6 space-y-3">
        {page === 'register' ? null : (
          <ButtonLink to="/register" size="lg" className="w-full">
            {t('guest.register')}
          </ButtonLink>
        )}
        {page === 'login' ? null : (
          <p className="text-center text-sm text-mist-400">
            {t('guest.haveAccount')}{' '}
            <Link to="/login" className="font-semibold text-brand-300 hover:text-brand-200">
              {t('guest.login')}
            </Link>
          </p>
        )}
      </div>

      <div className="mt-6 flex items-center gap-3 text-xs font-medium text-mist-500">
        <span className="h-px flex-1 bg-white/10" aria-hidden />
        {t('guest.social')}
        <span className="h-px flex-1 bg-white/10" aria-hidden />
      </div>
      <div className="mt-4 grid grid-cols-2 gap-2.5">
        {SOCIAL_PROVIDERS.map((id) => (
          <button
            key={id}
            type="button"
            disabled
            aria-describedby={noteId}
            data-testid={`social-login-${id}`}
            className="inline-flex h-11 cursor-not-allowed items-center justify-center gap-2 rounded-xl bg-white/[0.04] px-3 text-sm font-semibold text-mist-300 opacity-60 ring-1 ring-white/10"
          >
            <BrandIcon id={id} className="size-4" />
            {t(`guest.${id}`)}
          </button>
        ))}
      </div>
      <p
        id={noteId}
        className="mt-3 flex items-center justify-center gap-1.5 text-xs text-mist-400"
      >
        <Lock className="size-3.5" aria-hidden />
        {t('errors:SOCIAL_LOGIN_DISABLED')}
      </p>
    </section>
  );
}
