import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * `shouldRevalidate` for pages whose data only a new address changes: a revalidation on the
 * same address (after an action, a balance alert, a language switch) keeps what they have.
 */
export function shouldRevalidateOnNewUrl({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.href === nextUrl.href) return false;
  return defaultShouldRevalidate;
}

/**
 * Whether React Router asks after a submission or an explicit revalidation (the same address,
 * as in the language switch) rather than after a plain navigation.
 */
export function isSubmissionOrReload({
  formMethod,
  currentUrl,
  nextUrl,
}: ShouldRevalidateFunctionArgs) {
  return Boolean(formMethod) || currentUrl.href === nextUrl.href;
}
