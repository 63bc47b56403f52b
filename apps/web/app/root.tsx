import interLatin from './fonts/inter-latin-wght-400-900.woff2?url';
import { preload } from 'react-dom';
import stylesheet from './app.css?url';
import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { ErrorPageBoundary } from './features/errors/components/error-page-boundary';
import { WalletDialogHost } from './features/wallet/components/wallet-dialog-host';
import { ChatDialogHost } from './features/chat/components/chat-dialog-host';
import { AlternateLinks } from './components/ui/alternate-links';
import { deferHydration, deferMount } from './components/ui/deferred-part';
import { APP_NAME } from './lib/brand';
import { loadAcceptedPayments, loadCategories, loadPages } from './lib/content.server';
import { isPhoneRequest } from './lib/device.server';
import { isSubmissionOrReload } from './lib/revalidation';
import { useRootData, type RootData } from './lib/root-data';
import { WalletDialogProvider } from './lib/wallet-dialog';
import { ChatDialogProvider } from './lib/chat-dialog';
import { loadUnreadCount } from './features/notifications/api/get-notifications';
import { createSessionHeaders, loadSession } from './lib/session.server';
import type { Route } from './+types/root';

// Parts that draw nothing until something happens load once the page is interactive
// (decision 031): the navigation bar, the idle link prefetch, the real-time alerts.
const ProgressBar = deferMount(() =>
  import('./features/chrome/components/progress-bar').then((m) => m.ProgressBar),
);
const IdlePrefetch = deferMount(() =>
  import('./features/chrome/components/idle-prefetch').then((m) => m.IdlePrefetch),
);
const AppAlerts = deferMount(() =>
  import('./features/notifications/components/app-alerts').then((m) => m.AppAlerts),
);
// Server-rendered when a page fails; its code arrives after hydration, and if even that fails
// (a deploy removed the old files) the boundary's plain fallback shows.
const ErrorPage = deferHydration(() =>
  import('./features/errors/components/error-page').then((m) => m.ErrorPage),
);

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * spec §4 startup: the token and locale cookies decide the user and the language; the menu
 * categories and the footer pages load alongside. Never throws: a failed call leaves its part
 * empty (spec §8), so the document and its nonce always render.
 */
export async function loader(args: Route.LoaderArgs) {
  const [session, categories, pages, payments] = await Promise.all([
    loadSession(args),
    loadCategories(args),
    loadPages(args),
    loadAcceptedPayments(args),
  ]);
  const unreadNotifications = session.user ? await loadUnreadCount(args, session) : 0;
  const rootData: RootData = {
    locale: session.locale,
    user: session.user,
    categories: categories.filter((category) => category.in_menu === 1),
    pages,
    cspNonce: args.context.cspNonce,
    appUrl: args.context.appUrl,
    appName: args.context.appName ?? APP_NAME,
    appMode: args.context.appMode ?? 'live',
    unreadNotifications,
    isPhone: isPhoneRequest(args.request),
    payments,
    realtime: args.context.realtime ?? null,
  };
  return data(rootData, { headers: createSessionHeaders(session) });
}

/**
 * Root data changes through submissions (login, profile) and explicit revalidation (language
 * switch); plain navigations, like typing in the lobby search, keep it.
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return isSubmissionOrReload(args) ? args.defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const { i18n } = useTranslation();
  // The Latin face of the text font is needed by the first paint: fetch it with the stylesheet
  // instead of after the stylesheet has been parsed and laid out.
  preload(interLatin, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  // The CSP allows inline scripts only with this request's nonce.
  const nonce = root?.cspNonce;
  return (
    <html lang={i18n.language} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#05070d" />
        {/* With a precedence React writes the stylesheet before the scripts' modulepreloads, so
            the one render-blocking request is not queued behind thirty script requests. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
        {root ? <AlternateLinks appUrl={root.appUrl} /> : null}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

// Issue 16: the deposit step's bonus banners, loaded with the step that shows them (decision 008).
const DepositBonusBanner = lazy(() => import('./features/bonuses/components/deposit-bonus-banner'));

export default function App() {
  const root = useRootData();
  // spec §3 global state wallet_dialog / wallet_tab_selected and the chat dialog's toggle, for
  // every page and layout.
  return (
    <WalletDialogProvider>
      <ChatDialogProvider>
        <ProgressBar />
        <Outlet />
        <IdlePrefetch />
        <WalletDialogHost depositBanner={DepositBonusBanner} />
        <ChatDialogHost />
        {/* A visitor has no alerts: the channel is the player's own. */}
        {root?.user ? <AppAlerts /> : null}
      </ChatDialogProvider>
    </WalletDialogProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // The root loader's data, when it ran: demo mode marks the error page too (issue 11).
  const root = useRootData();
  return (
    <ErrorPageBoundary>
      <ErrorPage error={error} isDemo={root?.appMode === 'demo'} />
    </ErrorPageBoundary>
  );
}
