import type { Provider } from '@casino/contracts';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n';
import en from '../../../locales/en';
import { ProviderStrip } from './provider-strip';

const PROVIDERS: Provider[] = [
  {
    name: 'Neon Reels',
    slug: 'Neon-Reels',
    logo: '/storage/providers/neon-reels.webp',
    games_count: 12,
  },
  { name: 'Solo', slug: 'Solo', logo: null, games_count: 1 },
];

function render(providers: Provider[]) {
  return renderToString(
    <I18nextProvider i18n={createI18n('en', en)}>
      <MemoryRouter>
        <ProviderStrip
          providers={providers}
          renderLogo={(provider) => <span data-logo={provider.slug}>{provider.name}</span>}
        />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('ProviderStrip (spec §2 provider logos)', () => {
  it('renders nothing without providers', () => {
    expect(render([])).toBe('');
  });

  it('links every logo to its provider page, named with its game count', () => {
    const html = render(PROVIDERS);
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toMatch(/<a aria-label="Neon Reels: 12 games"[^>]*href="\/providers\/Neon-Reels"/);
    expect(html).toMatch(/<a aria-label="Solo: 1 game"[^>]*href="\/providers\/Solo"/);
    expect(html).toContain('data-logo="Neon-Reels"');
    expect(html).toMatch(/<a [^>]*href="\/providers"[^>]*>See all<\/a>/);
  });

  it('labels its scroll buttons', () => {
    const html = render(PROVIDERS);
    expect(html).toContain('aria-label="Previous providers"');
    expect(html).toContain('aria-label="Next providers"');
  });
});
