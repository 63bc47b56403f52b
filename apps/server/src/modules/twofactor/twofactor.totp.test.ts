import { base32 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { matchTotpStep, timeStepAt, totpCodeAt, totpUrl } from './twofactor.totp';
import {
  createRecoveryCodes,
  createSecretBox,
  hashRecoveryCode,
  normalizeRecoveryCode,
} from './twofactor.secrets';

// RFC 6238 appendix B, SHA-1: the ASCII secret "12345678901234567890" (base32 below) and its
// 8-digit codes at these times. Our codes are the last 6 digits of the same HOTP value.
const RFC_SECRET = Buffer.from('12345678901234567890', 'ascii');
const RFC_SECRET_BASE32 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];
const at = (seconds: number) => new Date(seconds * 1000);

describe('TOTP (RFC 6238)', () => {
  it('takes the RFC secret as base32, as authenticator apps do', () => {
    expect(base32.encode(RFC_SECRET)).toBe(RFC_SECRET_BASE32);
  });

  it.each(RFC_VECTORS)('computes the RFC code at %i s', (seconds, code) => {
    expect(totpCodeAt(RFC_SECRET_BASE32, at(seconds), 8)).toBe(code);
    expect(totpCodeAt(RFC_SECRET_BASE32, at(seconds))).toBe(code.slice(-6));
  });

  it.each(RFC_VECTORS)('accepts the last 6 digits of the RFC code at %i s', (seconds, code) => {
    expect(matchTotpStep(RFC_SECRET_BASE32, code.slice(-6), at(seconds), null)).toBe(
      timeStepAt(at(seconds)),
    );
  });

  it('accepts the step before and after, refuses two steps away', () => {
    const now = 1111111111;
    const step = timeStepAt(at(now));
    const codeOf = (seconds: number) => totpCodeAt(RFC_SECRET_BASE32, at(seconds));
    expect(matchTotpStep(RFC_SECRET_BASE32, codeOf(now - 30), at(now), null)).toBe(step - 1);
    expect(matchTotpStep(RFC_SECRET_BASE32, codeOf(now + 30), at(now), null)).toBe(step + 1);
    expect(matchTotpStep(RFC_SECRET_BASE32, codeOf(now - 60), at(now), null)).toBeNull();
    expect(matchTotpStep(RFC_SECRET_BASE32, codeOf(now + 60), at(now), null)).toBeNull();
  });

  it('refuses a step at or before the last one used (no replay), and malformed codes', () => {
    const now = 1234567890;
    const code = totpCodeAt(RFC_SECRET_BASE32, at(now));
    const step = timeStepAt(at(now));
    expect(matchTotpStep(RFC_SECRET_BASE32, code, at(now), step - 1)).toBe(step);
    expect(matchTotpStep(RFC_SECRET_BASE32, code, at(now), step)).toBeNull();
    for (const typed of ['', '12345', '1234567', 'abcdef', '00592 4']) {
      expect(matchTotpStep(RFC_SECRET_BASE32, typed, at(now), null)).toBeNull();
    }
  });

  it('writes the otpauth URL with the issuer and the e-mail', () => {
    const url = new URL(totpUrl(RFC_SECRET_BASE32, 'My Casino', 'ann@example.com'));
    expect(`${url.protocol}//${url.host}`).toBe('otpauth://totp');
    expect(decodeURIComponent(url.pathname)).toBe('/My Casino:ann@example.com');
    expect(url.searchParams.get('secret')).toBe(RFC_SECRET_BASE32);
    expect(url.searchParams.get('issuer')).toBe('My Casino');
  });
});

describe('secrets at rest', () => {
  const key = 'ab'.repeat(32);

  it('seals with AES-256-GCM: a fresh IV each time, opened only with the same key', () => {
    const box = createSecretBox(key);
    const sealed = box.seal(RFC_SECRET_BASE32);
    expect(sealed).not.toContain(RFC_SECRET_BASE32);
    expect(box.seal(RFC_SECRET_BASE32)).not.toBe(sealed);
    expect(box.open(sealed)).toBe(RFC_SECRET_BASE32);
    expect(() => createSecretBox('cd'.repeat(32)).open(sealed)).toThrow();
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => box.open(tampered)).toThrow();
    expect(() => createSecretBox('ab')).toThrow(/32 bytes/);
  });

  it('makes ten distinct xxxxx-xxxxx recovery codes, read back whatever the case and spacing', () => {
    const codes = createRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
      expect(normalizeRecoveryCode(code)).toBe(code);
      expect(normalizeRecoveryCode(` ${code.toUpperCase().replace('-', '')} `)).toBe(code);
      expect(hashRecoveryCode(code)).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(normalizeRecoveryCode('123456')).toBeNull();
    expect(normalizeRecoveryCode('abcde-fghil')).toBeNull();
  });
});
