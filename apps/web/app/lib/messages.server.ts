import { MESSAGES, type Messages } from '@casino/contracts';
import { resolveLocale } from './locale';

/** The shared server texts (errors, validation, status) in the visitor's language. */
export function getServerMessages(request: Request): Messages {
  return MESSAGES[resolveLocale(request.headers.get('Cookie'))];
}
