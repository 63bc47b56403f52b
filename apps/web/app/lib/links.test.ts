import { describe, expect, it } from 'vitest';
import { isInternalUrl } from './links';

describe('isInternalUrl', () => {
  it('keeps site paths inside the router', () => {
    expect(isInternalUrl('/promotions/weekly')).toBe(true);
    expect(isInternalUrl('/')).toBe(true);
  });

  it('treats absolute and protocol-relative addresses as leaving the site', () => {
    expect(isInternalUrl('https://example.com')).toBe(false);
    expect(isInternalUrl('//evil.example')).toBe(false);
    expect(isInternalUrl('/\\evil.example')).toBe(false);
    expect(isInternalUrl('promotions')).toBe(false);
    expect(isInternalUrl('')).toBe(false);
  });
});
