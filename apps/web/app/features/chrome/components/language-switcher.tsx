import { DEFAULT_LOCALE, toLocale } from '@casino/contracts/locales';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { deferMenu } from '../../../components/ui/deferred-menu';
import { LANGUAGES } from './languages';

const LanguageMenu = deferMenu(() => import('./language-menu'));

/** spec §2 shared chrome: the language dropdown (its menu loads after hydration). */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current = toLocale(i18n.language) ?? DEFAULT_LOCALE;
  const active = LANGUAGES.find((language) => language.locale === current) ?? LANGUAGES[0]!;
  return (
    <LanguageMenu
      trigger={
        <button
          type="button"
          data-testid="language-switcher"
          aria-label={`${t('language.label')}: ${active.name}`}
          className={clsx(
            'inline-flex h-10 items-center gap-2 rounded-xl px-2.5 text-sm font-medium text-mist-200 transition-colors hover:bg-white/5 hover:text-white data-[state=open]:bg-white/5',
            className,
          )}
        >
          {/* Low priority, so React writes no preload for it ahead of the style sheet (on
              HTTP/1.1 it took one of the six connections the first paint waits on). */}
          <img
            src={active.flag}
            alt=""
            width={20}
            height={14}
            fetchPriority="low"
            className="h-3.5 w-5 rounded-[3px] shadow-sm ring-1 ring-white/10"
          />
          <span className="hidden sm:inline">{active.short}</span>
          <ChevronDown className="size-4 text-mist-400" aria-hidden />
        </button>
      }
    />
  );
}
