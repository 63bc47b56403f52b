import type { Banner } from '@casino/contracts';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n';
import en from '../../../locales/en';
import { BannerGrid } from './banner-grid';

function banner(id: number, url: string): Banner {
  return {
    id,
    title: `Banner ${id}`,
    description: `About banner ${id}`,
    url,
    bg_img: `/storage/content/banner-${id}.webp`,
  };
}

function render(banners: Banner[]) {
  return renderToString(
    <I18nextProvider i18n={createI18n('en', en)}>
      <MemoryRouter>
        <BannerGrid banners={banners} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

/** The opening tag of the card holding the given title. */
function cardTag(html: string, title: string): string {
  const end = html.indexOf(`>${title}</h2>`);
  const start = html.lastIndexOf('data-testid="banner-card"', end);
  return html.slice(html.lastIndexOf('<', start), html.indexOf('>', start) + 1);
}

describe('BannerGrid (spec §3 Site settings banners)', () => {
  it('renders nothing without banners', () => {
    expect(render([])).toBe('');
  });

  it('shows each banner’s title, description and background picture', () => {
    const html = render([banner(1, '/promotions/one'), banner(2, '/promotions/two')]);
    expect(html).toContain('aria-label="Offers"');
    expect(html.match(/data-testid="banner-card"/g)).toHaveLength(2);
    expect(html).toContain('>Banner 1</h2>');
    expect(html).toContain('About banner 2');
    expect(html).toMatch(
      /<img src="\/storage\/content\/banner-1\.webp" alt="" width="420" height="320" loading="lazy"/,
    );
  });

  it('routes site paths through the router and sends other addresses out safely', () => {
    const html = render([
      banner(1, '/promotions/weekly-cashback'),
      banner(2, 'https://partner.example/offer'),
      banner(3, '//evil.example/offer'),
    ]);
    const internal = cardTag(html, 'Banner 1');
    expect(internal).toMatch(/^<a /);
    expect(internal).toContain('href="/promotions/weekly-cashback"');
    expect(internal).not.toContain('rel=');
    const external = cardTag(html, 'Banner 2');
    expect(external).toMatch(/^<a /);
    expect(external).toContain('href="https://partner.example/offer"');
    expect(external).toContain('rel="noopener noreferrer"');
    expect(external).not.toContain('data-discover');
    expect(cardTag(html, 'Banner 3')).toContain('rel="noopener noreferrer"');
  });

  it('shows a banner without an address as a plain card', () => {
    const html = render([banner(1, '')]);
    const card = cardTag(html, 'Banner 1');
    expect(card).toMatch(/^<div /);
    expect(html).not.toContain('<a ');
    expect(html).not.toContain('See the offer');
  });
});
