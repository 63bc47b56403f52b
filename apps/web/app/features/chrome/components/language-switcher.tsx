import { DEFAULT_LOCALE, toLocale, type Locale } from '@casino/contracts/locales';
import { clsx } from 'clsx';
import CN from 'country-flag-icons/react/3x2/CN';
import ES from 'country-flag-icons/react/3x2/ES';
import GB from 'country-flag-icons/react/3x2/GB';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import {
  DropdownContent,
  DropdownLabel,
  DropdownMenu,
  DropdownRadioGroup,
  DropdownRadioItem,
  DropdownTrigger,
} from '../../../components/ui/dropdown';
import { applyLocale } from '../../../lib/i18n';

/** spec §1: a flag per locale; each language is named in itself. */
const LANGUAGES: { locale: Locale; name: string; short: string; Flag: typeof GB }[] = [
  { locale: 'en', name: 'English', short: 'EN', Flag: GB },
  { locale: 'zh-CN', name: '简体中文', short: '中文', Flag: CN },
  { locale: 'es', name: 'Español', short: 'ES', Flag: ES },
];

export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const current = toLocale(i18n.language) ?? DEFAULT_LOCALE;
  const active = LANGUAGES.find((language) => language.locale === current) ?? LANGUAGES[0]!;

  async function selectLocale(value: string) {
    const next = toLocale(value);
    if (!next || next === current) return;
    await applyLocale(i18n, next);
    // Loaders run again so API data (page titles, categories) arrives in the new language.
    await revalidator.revalidate();
  }

  return (
    <DropdownMenu modal={false}>
      <DropdownTrigger
        data-testid="language-switcher"
        aria-label={`${t('language.label')}: ${active.name}`}
        className={clsx(
          'inline-flex h-10 items-center gap-2 rounded-xl px-2.5 text-sm font-medium text-mist-200 transition-colors hover:bg-white/5 hover:text-white data-[state=open]:bg-white/5',
          className,
        )}
      >
        <active.Flag className="h-3.5 w-5 rounded-[3px] shadow-sm ring-1 ring-white/10" />
        <span className="hidden sm:inline">{active.short}</span>
        <ChevronDown className="size-4 text-mist-400" aria-hidden />
      </DropdownTrigger>
      <DropdownContent>
        <DropdownLabel>{t('language.label')}</DropdownLabel>
        <DropdownRadioGroup value={current} onValueChange={(value) => void selectLocale(value)}>
          {LANGUAGES.map(({ locale, name, Flag }) => (
            <DropdownRadioItem
              key={locale}
              value={locale}
              data-testid={`language-option-${locale}`}
            >
              <Flag className="h-3.5 w-5 rounded-[3px] ring-1 ring-white/10" />
              <span lang={locale}>{name}</span>
            </DropdownRadioItem>
          ))}
        </DropdownRadioGroup>
      </DropdownContent>
    </DropdownMenu>
  );
}
