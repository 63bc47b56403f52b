import type { Locale } from '@casino/contracts/locales';
import CN from 'country-flag-icons/react/3x2/CN';
import ES from 'country-flag-icons/react/3x2/ES';
import GB from 'country-flag-icons/react/3x2/GB';

/** spec §1: a flag per locale; each language is named in itself. */
export const LANGUAGES: { locale: Locale; name: string; short: string; Flag: typeof GB }[] = [
  { locale: 'en', name: 'English', short: 'EN', Flag: GB },
  { locale: 'zh-CN', name: '简体中文', short: '中文', Flag: CN },
  { locale: 'es', name: 'Español', short: 'ES', Flag: ES },
];
