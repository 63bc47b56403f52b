import { Outlet } from 'react-router';
import { ChromeShell } from '../features/chrome/components/chrome-shell';

/** spec §2 default layout: header, drawers, footer and bottom bar around the page. */
export default function DefaultLayout() {
  return (
    <ChromeShell>
      <Outlet />
    </ChromeShell>
  );
}
