import type { Locale } from '../locales';
import { en, type Messages } from './en';
import { es } from './es';
import { zhCN } from './zh-CN';

export type { ErrorCode, Messages, ValidationKey } from './en';

/** Server texts per locale, shaped as i18next resources (namespaces errors and validation). */
export const MESSAGES: Record<Locale, Messages> = { en, 'zh-CN': zhCN, es };
