import type { AppLoadContext } from 'react-router';

/** What every loader receives and the server-side helpers need. */
export type ServerArgs = { request: Request; context: AppLoadContext };

/**
 * Runs `load` once per incoming request: the root loader and a page loader asking for the same
 * thing (the user, the categories) share one API call.
 *
 * The key is the load context, not the Request: React Router hands each loader its own Request
 * copy, while the server builds one context object per incoming request (it carries that
 * request's CSP nonce). A WeakMap lets the entry die with the request.
 */
export function memoizePerRequest<T>(load: (args: ServerArgs) => Promise<T>) {
  const results = new WeakMap<object, Promise<T>>();
  return (args: ServerArgs): Promise<T> => {
    let result = results.get(args.context);
    if (!result) {
      result = load(args);
      results.set(args.context, result);
    }
    return result;
  };
}
