import type { FormResult, FormSuccess } from '../../lib/forms';

/** The forms of /settings/security, told apart by their `intent` (issue 18). */
export const TWO_FACTOR_INTENTS = ['setup', 'enable', 'renew', 'disable'] as const;
export type TwoFactorIntent = (typeof TWO_FACTOR_INTENTS)[number];

/**
 * The pending enrolment as POST /api/user/two-factor/setup answered it. The enable form carries
 * it back in hidden fields, so a wrong code shows the same QR code and key again (a new setup
 * would make a new secret, and the one the player scanned would no longer count).
 */
export const SETUP_FIELDS = ['secret', 'otpauth_url', 'qr_svg'] as const;
export type PendingSetup = Record<(typeof SETUP_FIELDS)[number], string>;

/** "Turn on" succeeded: the setup to show. */
export type SetupStarted = FormSuccess & { intent: 'setup'; values: PendingSetup };
/** 2FA turned on, or new codes made: the ten recovery codes, shown this once. */
export type CodesIssued = FormSuccess & { intent: 'enable' | 'renew'; recovery_codes: string[] };
export type SecurityResult = FormResult | SetupStarted | CodesIssued;

export function readTwoFactorIntent(value: string): TwoFactorIntent {
  return (TWO_FACTOR_INTENTS as readonly string[]).includes(value)
    ? (value as TwoFactorIntent)
    : 'setup';
}

/** The enrolment on the page: just started, or sent back with a wrong code. */
export function readPendingSetup(result: SecurityResult | undefined): PendingSetup | null {
  if (!result || (result.intent !== 'setup' && result.intent !== 'enable')) return null;
  const values = 'values' in result ? result.values : undefined;
  if (!values?.secret) return null;
  return {
    secret: values.secret,
    otpauth_url: values.otpauth_url ?? '',
    qr_svg: values.qr_svg ?? '',
  };
}

/** The recovery codes the last answer brought, if any. */
export function readRecoveryCodes(result: SecurityResult | undefined): string[] | null {
  return result && 'recovery_codes' in result ? result.recovery_codes : null;
}

/** A base32 secret in groups of four, as it is easiest to type into an app by hand. */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? '';
}

/**
 * The server's QR code as an image address. As an <img> the SVG is drawn, never run: no script
 * or link in it could act on the page, which inlining the markup would allow.
 */
export function toSvgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The recovery codes as the text file the player downloads: a title line, then one a line. */
export function toRecoveryCodesFile(title: string, codes: string[]): string {
  const text = [title, '', ...codes, ''].join('\n');
  return `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
}
