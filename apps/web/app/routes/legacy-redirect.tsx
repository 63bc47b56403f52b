import { redirect } from 'react-router';
import { resolveLegacyRedirect } from '../lib/redirects';
import type { Route } from './+types/legacy-redirect';

/** ARCHITECTURE "Decisions": /auth/... paths move permanently to the canonical pages. */
export function loader({ request }: Route.LoaderArgs) {
  const target = resolveLegacyRedirect(new URL(request.url));
  if (!target) throw new Response('Not Found', { status: 404 });
  throw redirect(target, 301);
}
