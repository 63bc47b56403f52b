import { describe, expect, it } from 'vitest';
import { isPhoneRequest } from './device.server';

const request = (ua: string) => new Request('http://localhost/', { headers: { 'user-agent': ua } });

describe('mobile detection by user agent (spec §9)', () => {
  it('knows phones', () => {
    expect(
      isPhoneRequest(
        request(
          'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
        ),
      ),
    ).toBe(true);
    expect(
      isPhoneRequest(
        request(
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
        ),
      ),
    ).toBe(true);
  });

  it('treats desktops, tablets and unknown agents as the desktop layout', () => {
    expect(
      isPhoneRequest(
        request(
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        ),
      ),
    ).toBe(false);
    expect(
      isPhoneRequest(
        request(
          'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
        ),
      ),
    ).toBe(false);
    expect(isPhoneRequest(new Request('http://localhost/'))).toBe(false);
  });
});
