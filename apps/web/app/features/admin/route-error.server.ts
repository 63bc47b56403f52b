import { data } from 'react-router';
import { ApiError } from '../../lib/api';

/** What a back-office page's error boundary reads from a refused call. */
export type RefusalData = { message: string; code: string };

/**
 * A call the API refused (403 for a role it does not allow, 404 for a withdrawal that does not
 * exist) as the page's own answer: that status, with the API's translated words for the error
 * boundary. Anything else (a redirect, a server fault) stays what it is.
 */
export function toRouteError(error: unknown): unknown {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    const refusal: RefusalData = { message: error.body.message, code: error.body.code };
    return data(refusal, { status: error.status });
  }
  return error;
}
