import { redirect } from 'react-router';
import type { Route } from './+types/lobby';

/**
 * spec §2 /lobby: the lobby is the casino lobby at /casino (decision 019), so /lobby moves
 * there permanently, its tab, search and sort with it.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  throw redirect(`/casino${search}`, 301);
}
