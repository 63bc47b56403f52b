import type { ReactNode } from 'react';
import { AuthCard, AuthSplit } from './auth-card';
import { AuthTabs } from './auth-tabs';
import { NotAuthenticatedPanel } from './not-authenticated-panel';

type AuthTabsPageProps = {
  page: 'login' | 'register';
  title: string;
  documentTitle?: string;
  lead: ReactNode;
  /** Above the tabs: the session-expired notice on /login. */
  notice?: ReactNode;
  children: ReactNode;
};

/**
 * spec §2 /login and /register: the auth box (its tab active) beside the not-authenticated
 * panel, which leaves out the page's own call to action.
 */
export function AuthTabsPage({ page, notice, children, ...card }: AuthTabsPageProps) {
  return (
    <AuthSplit aside={<NotAuthenticatedPanel page={page} />}>
      <AuthCard
        {...card}
        header={
          <>
            {notice}
            <AuthTabs active={page} />
          </>
        }
      >
        {children}
      </AuthCard>
    </AuthSplit>
  );
}
