import type { ReactNode } from 'react';
import { Form } from 'react-router';

/** Where logging out is posted (apps/web/app/routes/logout.tsx). */
export const LOGOUT_PATH = '/logout';

/**
 * Logging out changes state, so it is a POST (issue 11): a link, an image or a page on another
 * site cannot sign a player out. `children` holds the submit button. reloadDocument: the full
 * page load after it drops every piece of the signed-in state.
 */
export function LogoutForm({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <Form method="post" action={LOGOUT_PATH} reloadDocument className={className}>
      {children}
    </Form>
  );
}
