import type { Locale } from '@casino/contracts/locales';
import { resolveLocale } from '../../lib/locale';
import en, { type AdminTexts } from '../../locales/admin/en';
import es from '../../locales/admin/es';
import zhCN from '../../locales/admin/zh-CN';

const TEXTS: Record<Locale, AdminTexts> = { en, es, 'zh-CN': zhCN };

/** The back office's texts in the staff member's language, for an action's own answers. */
export function getAdminTexts(request: Request): AdminTexts {
  return TEXTS[resolveLocale(request.headers.get('Cookie'))];
}
