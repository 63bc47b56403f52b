/** How the app reaches the API: in-process on the server, window.fetch in the browser. */
export type FetchApi = (path: string, init?: RequestInit) => Promise<Response>;

// apps/server builds this object per request and hands it to createRequestHandler(build).
declare module 'react-router' {
  interface AppLoadContext {
    /** Per-request nonce: the CSP allows inline scripts only when they carry it. */
    cspNonce: string;
    /** Calls the API in the same process; loaders never hard-code a host. */
    fetchApi: FetchApi;
    /** The public address (APP_URL): canonical and hreflang links are absolute on it. */
    appUrl: string;
    /** APP_NAME: the product's name (logo, titles, spec §2 "Support - {app name}"). */
    appName?: string;
    /** APP_MODE: 'demo' marks every page as a demo (issue 11); absent means live. */
    appMode?: 'demo' | 'live';
    /** Public real-time settings for pusher-js (PUSHER_APP_KEY, WS_PORT); null when off. */
    realtime?: { appKey: string; wsPort: number } | null;
  }
}
