import { data } from 'react-router';
import { ApiError } from './api';
import type { FormFailure } from './forms';
import { getServerMessages } from './messages.server';

type FailureOptions = {
  request: Request;
  intent?: string;
  values?: Record<string, string>;
  /** Builds the alert text from the API error (login and register compose theirs, spec §8). */
  composeMessage?: (error: ApiError) => string;
};

/**
 * Turns what an API call threw into the form's answer: the server's message and field errors
 * with its status (4xx answers skip the loaders' revalidation). Redirects (the expired session)
 * pass through; anything unexpected is logged and answered with the generic text (spec §8).
 */
export function toFormFailure(error: unknown, options: FailureOptions) {
  if (error instanceof Response) throw error;
  const { request, intent, values } = options;
  if (error instanceof ApiError) {
    const failure: FormFailure = {
      ok: false,
      intent,
      message: options.composeMessage ? options.composeMessage(error) : error.body.message,
      fieldErrors: error.body.errors ?? {},
      values,
      status: error.status,
    };
    return data(failure, { status: error.status });
  }
  console.error('A form submission failed', error);
  const failure: FormFailure = {
    ok: false,
    intent,
    message: getServerMessages(request).errors.INTERNAL,
    fieldErrors: {},
    values,
    status: 500,
  };
  return data(failure, { status: 500 });
}

/** A failure the web finds itself before calling the API (e.g. no file chosen). */
export function createFormFailure(
  fieldErrors: FormFailure['fieldErrors'],
  {
    message = '',
    intent,
    values,
  }: { message?: string; intent?: string; values?: Record<string, string> },
) {
  const failure: FormFailure = { ok: false, intent, message, fieldErrors, values };
  return data(failure, { status: 422 });
}
