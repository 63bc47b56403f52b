import { useInRouterContext } from 'react-router';
import type { FormResult } from '../../lib/forms';
import { useKeptResult } from '../../lib/use-kept-result';
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
