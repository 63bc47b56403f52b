import type { Locale } from '@casino/contracts/locales';
import CN from '@country-flag-icons-files/CN.svg?no-inline';
import ES from '@country-flag-icons-files/ES.svg?no-inline';
import GB from '@country-flag-icons-files/GB.svg?no-inline';

/**
 * spec §1: a flag per locale; each language is named in itself. The flags are country-flag-icons'
 * SVG files served as static images: the header's JavaScript carries their URLs, not their
 * drawings (decision 031).
 */
export const LANGUAGES: { locale: Locale; name: string; short: string; flag: string }[] = [
  { locale: 'en', name: 'English', short: 'EN', flag: GB },
  { locale: 'zh-CN', name: '简体中文', short: '中文', flag: CN },
  { locale: 'es', name: 'Español', short: 'ES', flag: ES },
];
