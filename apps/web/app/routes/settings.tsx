import { redirect } from 'react-router';

/** spec §2: /settings opens its first section. */
export function loader() {
  throw redirect('/settings/profile');
}

// A component keeps this a page route, so the account layout's guard runs first.
export default function SettingsIndex() {
  return null;
}
