import { useEffect } from 'react';
import { isRouteErrorResponse, Outlet, useRouteLoaderData } from 'react-router';
import { deferHydration } from '../components/ui/deferred-part';
import { AdminShell } from '../features/admin/components/admin-shell';
import { ProblemPanel, type Problem } from '../features/admin/components/problem-panel';
import { findLandingPath, listPermittedSections } from '../features/admin/admin-sections.server';
import { LanguageSwitcher } from '../features/chrome/components/language-switcher';
import { createBrowserReloadEnvironment, reloadAfterChunkError } from '../lib/chunk-reload';
import { requireStaff } from '../lib/guards.server';
import { useRootData } from '../lib/root-data';
import type { Route } from './+types/admin';

/** The layout's route id (routes.ts names the file, React Router the id). */
const ADMIN_LAYOUT_ID = 'layouts/admin';

const ErrorPage = deferHydration(() =>
  import('../features/errors/components/error-page').then((m) => m.ErrorPage),
);

/**
 * Issue 17: the back office belongs to staff (a visitor logs in, a player goes back to the
 * casino); its menu lists the sections the role may open, decided here on the server. Each page
 * checks its own permission again, and the API every call.
 */
export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args);
  return {
    staff,
    sections: listPermittedSections(staff.role),
    homePath: findLandingPath(staff.role),
  };
}

/** The console: its own frame around the chosen section. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell
      staff={loaderData.staff}
      sections={loaderData.sections}
      languageSwitcher={<LanguageSwitcher />}
    >
      <Outlet />
    </AdminShell>
  );
}

/** A refused, missing or failed page of the console, as the API or a guard answered it. */
function toProblem(error: unknown): { problem: Problem; detail?: string } {
  if (!isRouteErrorResponse(error)) return { problem: 'failed' };
  const data: unknown = error.data;
  const detail =
    typeof data === 'object' &&
    data !== null &&
    'message' in data &&
    typeof data.message === 'string'
      ? data.message
      : undefined;
  if (error.status === 403) return { problem: 'forbidden' };
  if (error.status === 404) return { problem: 'notFound', detail };
  return { problem: 'failed', detail: error.status < 500 ? detail : undefined };
}

/**
 * A section the role may not open answers 403 inside the console, with the menu at hand; so do
 * a withdrawal that does not exist (404) and a failed page. Should the console itself fail (its
 * loader), the site's error page shows.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useRouteLoaderData<typeof loader>(ADMIN_LAYOUT_ID);
  const root = useRootData();
  useEffect(() => {
    // A section's code that failed to load (a deploy replaced it) earns one reload.
    reloadAfterChunkError(error, createBrowserReloadEnvironment());
  }, [error]);
  if (!layout) return <ErrorPage error={error} isDemo={root?.appMode === 'demo'} />;
  const { problem, detail } = toProblem(error);
  return (
    <AdminShell
      staff={layout.staff}
      sections={layout.sections}
      languageSwitcher={<LanguageSwitcher />}
    >
      <ProblemPanel problem={problem} detail={detail} homePath={layout.homePath} />
    </AdminShell>
  );
}
