import { verifyEmail } from '../features/auth/api/verify-email';
import { VerifyResult } from '../features/auth/components/verify-result';
import { ApiError } from '../lib/api';
import { createGuestApi } from '../lib/api.server';
import { getServerMessages } from '../lib/messages.server';
import { shouldRevalidateOnNewUrl } from '../lib/revalidation';
import type { Route } from './+types/email-verify';

/**
 * spec §2 /email/verify/{id}?token=: open to everyone, like the mailed link. The token needs no
 * session, so the call goes out without one.
 */
export async function loader(args: Route.LoaderArgs) {
  const { request, params } = args;
  const messages = getServerMessages(request);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const id = Number(params.id);
  if (!token || !Number.isSafeInteger(id) || id <= 0) {
    return { ok: false, message: messages.errors.VERIFY_TOKEN_INVALID };
  }
  try {
    const response = await verifyEmail(
      createGuestApi(args),
      { id, token },
      {
        signal: request.signal,
      },
    );
    return { ok: true, message: response.message };
  } catch (error) {
    if (error instanceof ApiError) {
      const detail = error.body.errors?.token?.[0] ?? error.body.errors?.id?.[0];
      return { ok: false, message: detail ?? error.body.message };
    }
    console.error('Verifying the e-mail failed', error);
    return { ok: false, message: messages.errors.INTERNAL };
  }
}

/** The link works once: asking again (a language switch) would report it as used. */
export const shouldRevalidate = shouldRevalidateOnNewUrl;

export default function EmailVerifyPage({ loaderData }: Route.ComponentProps) {
  return <VerifyResult ok={loaderData.ok} message={loaderData.message} />;
}
