import { describe, expect, it } from 'vitest';
import { negotiateLocale, toLocale } from './locales';
import { MESSAGES } from './messages';

describe('locales', () => {
  it('reaches zh-CN as cn, zh and zh-CN', () => {
    expect(toLocale('cn')).toBe('zh-CN');
    expect(toLocale('zh')).toBe('zh-CN');
    expect(toLocale('ZH-cn')).toBe('zh-CN');
    expect(toLocale('es-MX')).toBe('es');
    expect(toLocale('fr')).toBeNull();
    expect(toLocale(undefined)).toBeNull();
  });

  it('negotiates Accept-Language by q-value, defaulting to en', () => {
    expect(negotiateLocale('fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7')).toBe('es');
    expect(negotiateLocale('en;q=0.5, zh-CN;q=0.9')).toBe('zh-CN');
    expect(negotiateLocale('de')).toBe('en');
    expect(negotiateLocale('')).toBe('en');
    expect(negotiateLocale(undefined)).toBe('en');
  });

  it('keeps the spec texts verbatim in English', () => {
    expect(MESSAGES.en.validation.required).toBe('Required.');
    expect(MESSAGES.en.validation.file_required).toBe('File is Required.');
    expect(MESSAGES.en.validation.invalid_email).toBe('Invalid e-mail.');
    expect(MESSAGES.en.validation.password_match).toBe('Password must match');
    expect(MESSAGES.en.errors.NOT_FOUND).toBe('This page could not be found');
    expect(MESSAGES.en.errors.INTERNAL).toBe('Something went wrong');
  });

  it('translates every key into zh-CN and es', () => {
    for (const locale of ['zh-CN', 'es'] as const) {
      for (const ns of ['errors', 'validation'] as const) {
        const english = MESSAGES.en[ns] as Record<string, string>;
        const other = MESSAGES[locale][ns] as Record<string, string>;
        expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
        for (const key of Object.keys(english)) {
          expect(other[key], `${locale} ${ns}.${key}`).not.toBe('');
        }
      }
    }
  });

  it('says "withdrawal" in Chinese with one word, 提款, as the web texts do', () => {
    const texts = JSON.stringify(MESSAGES['zh-CN']);
    expect(texts).not.toContain('提现');
    expect(MESSAGES['zh-CN'].errors.WITHDRAWAL_NOT_FOUND).toContain('提款');
  });
});
