import type { ChatGroup } from '@casino/contracts';
import { Headset, LogOut, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { Button } from '../components/ui/button';
import { DemoBadge } from '../components/ui/demo-badge';
import { Logo } from '../components/ui/logo';
import { LogoutForm } from '../components/ui/logout-form';
import { Avatar } from '../features/chrome/components/avatar';
import { LanguageSwitcher } from '../features/chrome/components/language-switcher';
import { listActiveGroups } from '../features/chat/api/list-groups';
import { ChatGroupsPanel } from '../features/support/components/chat-groups-panel';
import { createAccountApi } from '../lib/api.server';
import { BACK_OFFICE_PATH, isBackOfficeRole } from '../lib/back-office';
import { requireSupportAgent } from '../lib/guards.server';
import { isSubmissionOrReload } from '../lib/revalidation';
import { useRootData } from '../lib/root-data';
import type { Route } from './+types/support';

/**
 * spec §2: the support layout requires auth and belongs to customer support users; it shows
 * the open conversations (GET /api/groups/active, newest first). A failed list call leaves it
 * empty with a note (spec §8: chat failures are otherwise silent); an ended session still
 * goes to the token-expired warning.
 */
export async function loader(args: Route.LoaderArgs) {
  const agent = await requireSupportAgent(args);
  let groups: ChatGroup[] = [];
  let hasGroupsError = false;
  try {
    groups = (await listActiveGroups(createAccountApi(args), { signal: args.request.signal }))
      .groups;
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error('Loading the chat groups failed', error);
    hasGroupsError = true;
  }
  return { agent, groups, hasGroupsError };
}

/**
 * Choosing a conversation only changes `?group=`: the list stays as it is (kept live by
 * GroupCreated) instead of being asked for again. Explicit revalidation (the language switch)
 * still reloads it.
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const { currentUrl, nextUrl, defaultShouldRevalidate } = args;
  if (isSubmissionOrReload(args)) return defaultShouldRevalidate;
  return currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;
}

/** spec §2 support layout: the agent's name and e-mail, a logout, and the chat groups. */
export default function SupportLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['common', 'admin']);
  const root = useRootData();
  const { agent, groups, hasGroupsError } = loaderData;
  return (
    <div className="flex min-h-dvh flex-col bg-ink-950">
      <header className="sticky top-0 z-40 border-b border-white/5 bg-ink-900/90 backdrop-blur-xl">
        <div className="flex h-16 items-center gap-3 px-4 sm:px-6">
          <Logo compact />
          <DemoBadge />
          <span className="hidden items-center gap-1.5 rounded-full bg-violet-500/15 px-3 py-1 text-xs font-semibold text-violet-200 ring-1 ring-violet-400/20 sm:inline-flex">
            <Headset className="size-3.5" aria-hidden />
            {t('support.console')}
          </span>
          <div className="ml-auto flex items-center gap-2 sm:gap-4">
            {/* Issue 17: staff reach the back office from here. */}
            {isBackOfficeRole(agent.role) ? (
              <Link
                to={BACK_OFFICE_PATH}
                data-testid="support-back-office"
                className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm text-mist-300 transition-colors hover:bg-white/5 hover:text-white"
              >
                <ShieldCheck className="size-4" aria-hidden />
                <span className="hidden sm:inline">{t('admin:backOffice')}</span>
                <span className="sr-only sm:hidden">{t('admin:backOffice')}</span>
              </Link>
            ) : null}
            <LanguageSwitcher />
            <div className="flex items-center gap-3" data-testid="support-agent">
              <Avatar user={agent} className="size-9" />
              <div className="hidden min-w-0 leading-tight sm:block">
                <p className="truncate text-sm font-semibold text-white">{agent.name}</p>
                <p className="truncate text-xs text-mist-400">{agent.email}</p>
              </div>
            </div>
            <LogoutForm>
              <Button type="submit" variant="outline" size="sm" data-testid="support-logout">
                <LogOut className="size-4" aria-hidden />
                <span className="hidden sm:inline">{t('support.logout')}</span>
                <span className="sr-only sm:hidden">{t('support.logout')}</span>
              </Button>
            </LogoutForm>
          </div>
        </div>
      </header>
      <div className="flex min-h-0 flex-1 flex-col md:flex-row">
        <aside className="border-b border-white/5 bg-ink-900 md:w-72 md:shrink-0 md:border-r md:border-b-0">
          <ChatGroupsPanel
            groups={groups}
            agentId={agent.id}
            realtime={root?.realtime ?? null}
            hasError={hasGroupsError}
          />
        </aside>
        <main id="main" className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
