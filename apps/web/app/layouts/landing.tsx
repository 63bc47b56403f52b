import { Outlet } from 'react-router';
import { ChromeShell } from '../features/chrome/components/chrome-shell';

/** spec §2 landing layout: the default chrome with a full-bleed page (the hero runs edge to edge). */
export default function LandingLayout() {
  return (
    <ChromeShell fullBleed>
      <Outlet />
    </ChromeShell>
  );
}
