import type { FormResult } from '../../lib/forms';
import { Alert } from './alert';

/**
 * The alert of a form (auth, account): the server's text, red on failure, green on success.
 * spec §8 texts arrive translated, so it shows them as they are.
 */
export function FormAlert({ result, className }: { result?: FormResult; className?: string }) {
  if (!result?.message) return null;
  return (
    <Alert tone={result.ok ? 'success' : 'error'} testId="auth-alert" className={className}>
      {result.message}
    </Alert>
  );
}
