import { DEFAULT_LOCALE, toLocale } from '@casino/contracts/locales';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { DeferredMenuProps } from '../../../components/ui/deferred-menu';
import {
  DropdownContent,
  DropdownLabel,
  DropdownMenu,
  DropdownRadioGroup,
  DropdownRadioItem,
  DropdownTrigger,
} from '../../../components/ui/dropdown';
import { applyLocale } from '../../../lib/locale-switch';
import { LANGUAGES } from './languages';

/** The language dropdown itself, loaded after hydration (see deferMenu). */
export default function LanguageMenu({ trigger, defaultOpen }: DeferredMenuProps) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const current = toLocale(i18n.language) ?? DEFAULT_LOCALE;

  async function selectLocale(value: string) {
    const next = toLocale(value);
    if (!next || next === current) return;
    await applyLocale(i18n, next);
    // Loaders run again so API data (page titles, categories) arrives in the new language.
    await revalidator.revalidate();
  }

  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownTrigger asChild>{trigger}</DropdownTrigger>
      <DropdownContent>
        <DropdownLabel>{t('language.label')}</DropdownLabel>
        <DropdownRadioGroup value={current} onValueChange={(value) => void selectLocale(value)}>
          {LANGUAGES.map(({ locale, name, flag }) => (
            <DropdownRadioItem
              key={locale}
              value={locale}
              data-testid={`language-option-${locale}`}
            >
              <img
                src={flag}
                alt=""
                width={20}
                height={14}
                className="h-3.5 w-5 rounded-[3px] ring-1 ring-white/10"
              />
              <span lang={locale}>{name}</span>
            </DropdownRadioItem>
          ))}
        </DropdownRadioGroup>
      </DropdownContent>
    </DropdownMenu>
  );
}
