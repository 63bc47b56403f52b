import { clsx } from 'clsx';
import { Eye, LogIn } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getButtonClass } from '../../../components/ui/button';

/** Visitors watch the round live; betting needs an account, so they are asked to log in. */
export function VisitorPanel({ className }: { className?: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      data-testid="crash-visitor"
      aria-labelledby={titleId}
      className={clsx('rounded-2xl bg-ink-850/80 p-5 ring-1', className)}
    >
      <p className="flex items-center gap-2 text-xs font-semibold tracking-widest text-mist-400 uppercase">
        <Eye className="size-4" aria-hidden />
        {t('crash.visitor.watching')}
      </p>
      <h2 id={titleId} className="mt-3 text-lg font-bold text-white">
        {t('crash.visitor.title')}
      </h2>
      <p className="mt-1.5 text-sm leading-relaxed text-mist-300">{t('crash.visitor.text')}</p>
      <Link
        to="/login"
        data-testid="crash-login"
        className={getButtonClass('primary', 'lg', 'mt-5 w-full')}
      >
        <LogIn className="size-4" aria-hidden />
        {t('crash.visitor.login')}
      </Link>
      <p className="mt-3 text-center text-sm text-mist-400">
        {t('crash.visitor.noAccount')}{' '}
        <Link to="/register" className="font-semibold text-brand-300 hover:text-brand-200">
          {t('crash.visitor.register')}
        </Link>
      </p>
    </section>
  );
}
