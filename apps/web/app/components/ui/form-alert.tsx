import { useState } from 'react';
import { useInRouterContext, useLocation } from 'react-router';
import type { FormResult } from '../../lib/forms';
import { Alert } from './alert';
import { ServerErrorDialog } from './server-error-dialog';

/** spec §8: failures with these statuses show as the error alert dialog, not inline. */
const SERVER_ERROR_STATUS = 500;

type Result = Pick<FormResult, 'ok' | 'message'> & { status?: number };

/**
 * The alert of a form: the server's text, red on failure, green on success. spec §8 texts
 * arrive translated, so it shows them as they are; a server error (status 500 or above) opens
 * the error alert dialog instead (spec §8). Inside the router it keeps showing the answer
 * through revalidations of the same page (see useKeptResult).
 */
export function FormAlert(props: { result?: Result; className?: string; testId?: string }) {
  return useInRouterContext() ? <KeptFormAlert {...props} /> : <ShownAlert {...props} />;
}

function KeptFormAlert(props: { result?: Result; className?: string; testId?: string }) {
  return <ShownAlert {...props} result={useKeptResult(props.result)} />;
}

/**
 * A form's answer, kept until the player leaves or reloads the page: React Router forgets an
 * action's answer when the page's data is read again (as a real-time alert does, say a balance
 * change pushed right after "Your withdrawal has been cancelled."), and the player would see the
 * answer flash and vanish. A new answer replaces it; a navigation (a new location) clears it.
 */
function useKeptResult(result: Result | undefined): Result | undefined {
  const { key } = useLocation();
  const [kept, setKept] = useState({ key, result });
  if (kept.key !== key || (result !== undefined && result !== kept.result)) {
    setKept({ key, result });
  }
  return result ?? (kept.key === key ? kept.result : undefined);
}

function ShownAlert({
  result,
  className,
  testId = 'auth-alert',
}: {
  result?: Result;
  className?: string;
  testId?: string;
}) {
  if (!result?.message) return null;
  if (!result.ok && (result.status ?? 0) >= SERVER_ERROR_STATUS) {
    return <ServerErrorDialog message={result.message} failure={result} />;
  }
  return (
    <Alert tone={result.ok ? 'success' : 'error'} testId={testId} className={className}>
      {result.message}
    </Alert>
  );
}
