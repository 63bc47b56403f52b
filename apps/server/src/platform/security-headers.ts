/**
 * The security headers of every answer, written once at start-up (decision 027). They are
 * helmet 8's set as configured before (issue 11), now split by what reads them: every answer
 * gets the headers a browser applies to any response; only HTML pages, the one kind of answer
 * a browser runs as a document, get the document headers and the Content-Security-Policy with
 * that response's nonce.
 */

/** Every answer: API JSON, pages, static files, errors. */
export function answerHeadersOf(appUrl: string): Readonly<Record<string, string>> {
  return {
    'x-content-type-options': 'nosniff',
    // Other sites may not embed our answers (a JSON balance in their page) or our pages.
    'cross-origin-resource-policy': 'same-origin',
    'x-frame-options': 'SAMEORIGIN',
    // Same-origin requests keep their referrer, so browsers send a real Origin on form posts
    // (the web app's cross-site check reads it); other sites never see our URLs (reset links).
    'referrer-policy': 'same-origin',
    ...(isHttps(appUrl)
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

/** What only a document reads, beside the Content-Security-Policy. */
export const DOCUMENT_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  // The legacy XSS auditor is off: it opened leaks of its own; the CSP does its job.
  'x-xss-protection': '0',
};

const NONCE_SLOT = '\0nonce\0';

export interface ContentSecurityPolicyOptions {
  appUrl: string;
  wsPort: number;
  /** ONRAMP_WIDGET_URL: the Buy Crypto tab frames the operator's on-ramp widget (spec §2). */
  onrampWidgetUrl?: string | undefined;
  /**
   * The registered providers' launch origins, framed by the game page (issue 13). A registry
   * refresh hands out a new array: the policy is rebuilt then, and only then.
   */
  frameOrigins: () => readonly string[];
}

/** A page's Content-Security-Policy for its nonce: the policy is built ahead, the nonce slotted in. */
export function createContentSecurityPolicy(
  options: ContentSecurityPolicyOptions,
): (nonce: string) => string {
  let template: { origins: readonly string[]; beforeNonce: string; afterNonce: string } | null =
    null;
  return (nonce) => {
    const origins = options.frameOrigins();
    if (template?.origins !== origins) {
      const [beforeNonce = '', afterNonce = ''] = policyOf(options, origins).split(NONCE_SLOT);
      template = { origins, beforeNonce, afterNonce };
    }
    return template.beforeNonce + nonce + template.afterNonce;
  };
}

function policyOf(options: ContentSecurityPolicyOptions, frameOrigins: readonly string[]) {
  const { hostname } = new URL(options.appUrl);
  const https = isHttps(options.appUrl);
  const frameSources = new Set([
    "'self'",
    ...(options.onrampWidgetUrl ? [new URL(options.onrampWidgetUrl).origin] : []),
    ...frameOrigins,
  ]);
  return [
    "default-src 'self'",
    // Server-rendered inline scripts carry the response's nonce; nothing else inline runs.
    `script-src 'self' 'nonce-${NONCE_SLOT}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // The websocket server listens on its own port, so it is another origin: APP_URL's host on
    // WS_PORT, never the request's Host header, which the client chooses (issue 11).
    `connect-src 'self' ${https ? 'wss' : 'ws'}://${hostname}:${options.wsPort}`,
    `frame-src ${[...frameSources].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join(';');
}

function isHttps(appUrl: string): boolean {
  return new URL(appUrl).protocol === 'https:';
}
