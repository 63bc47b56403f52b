import { describe, expect, it } from 'vitest';
import { createAlternateUrls } from './alternates';
import { readLangParam, resolveLocale } from './locale';

describe('hreflang addresses', () => {
  it('builds the canonical and one ?lang= alternate per locale on the public origin', () => {
    expect(
      createAlternateUrls('https://casino.example/', '/policies/vip', ['en', 'zh-CN', 'es']),
    ).toEqual({
      canonical: 'https://casino.example/policies/vip',
      alternates: [
        { locale: 'en', href: 'https://casino.example/policies/vip?lang=en' },
        { locale: 'zh-CN', href: 'https://casino.example/policies/vip?lang=zh-CN' },
        { locale: 'es', href: 'https://casino.example/policies/vip?lang=es' },
      ],
    });
  });

  it('lets ?lang= win over the cookie, and ignores unknown values', () => {
    expect(readLangParam('http://x/casino?lang=cn')).toBe('zh-CN');
    expect(readLangParam('http://x/casino?lang=fr')).toBeNull();
    expect(resolveLocale('locale=es', 'http://x/?lang=en')).toBe('en');
    expect(resolveLocale('locale=es', 'http://x/?lang=fr')).toBe('es');
    expect(resolveLocale(null, 'http://x/')).toBe('en');
  });
});
