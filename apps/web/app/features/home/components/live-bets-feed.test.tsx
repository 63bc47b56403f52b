import type { LiveBet, LiveFeedResponse } from '@casino/contracts';
import type { Locale } from '@casino/contracts/locales';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n';
import en, { type LocaleResources } from '../../../locales/en';
import es from '../../../locales/es';
import type { LiveFeedTab } from '../live-feed-data';
import { LiveBetsFeed } from './live-bets-feed';

function bet(overrides: Partial<LiveBet> = {}): LiveBet {
  return {
    id: 1,
    game_id: 42,
    game_name: 'Sweet Fortune',
    game_slug: 'sweet-fortune',
    player: 'Pl***r',
    currency: 'USD',
    amount: 150,
    payout: 375,
    multiplier: 2.5,
    high: false,
    created_at: '2026-11-22T04:55:07.000Z',
    ...overrides,
  };
}

const FEED: LiveFeedResponse = {
  all: [
    bet(),
    bet({ id: 2, game_id: 7, game_name: 'Lost Temple', amount: 1000, payout: 0, multiplier: 0 }),
  ],
  high: [bet({ id: 3, game_name: 'Big Hit', amount: 100, payout: 150000, multiplier: 1500 })],
  user: [bet({ id: 4, game_name: 'My Own Game', player: 'me' })],
};

function render(
  options: {
    feed?: LiveFeedResponse;
    isSignedIn?: boolean;
    defaultTab?: LiveFeedTab;
    locale?: Locale;
    resources?: LocaleResources;
  } = {},
) {
  const { feed = FEED, isSignedIn = false, defaultTab, locale = 'en', resources = en } = options;
  return renderToString(
    <I18nextProvider i18n={createI18n(locale, resources)}>
      <MemoryRouter>
        <LiveBetsFeed feed={feed} isSignedIn={isSignedIn} defaultTab={defaultTab} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const tabNames = (html: string) =>
  [...html.matchAll(/role="tab"[^>]*data-tab="(\w+)"/g)].map((m) => m[1]);
const rowCount = (html: string) => html.match(/data-testid="live-bet-row"/g)?.length ?? 0;

describe('LiveBetsFeed (spec §2 live bets feed, §3 lists all / high / user)', () => {
  it('shows visitors the all and high-wins tabs, with all selected', () => {
    const html = render();
    expect(tabNames(html)).toEqual(['all', 'high']);
    expect(html).toContain('All bets');
    expect(html).toContain('High rollers');
    expect(html).not.toContain('My bets');
    expect(html).toMatch(
      /aria-selected="true"[^>]*data-tab="all"|data-tab="all"[^>]*aria-selected="true"/,
    );
    expect(rowCount(html)).toBe(2);
    expect(html).not.toContain('My Own Game');
  });

  it('adds "My bets" for a signed-in player and shows their own list there', () => {
    const html = render({ isSignedIn: true, defaultTab: 'user' });
    expect(tabNames(html)).toEqual(['all', 'high', 'user']);
    expect(html).toContain('My bets');
    expect(rowCount(html)).toBe(1);
    expect(html).toContain('My Own Game');
    expect(html).not.toContain('Sweet Fortune');
  });

  it('never shows a visitor the player list, even when asked for it', () => {
    const html = render({ isSignedIn: false, defaultTab: 'user' });
    expect(html).not.toContain('My Own Game');
    expect(rowCount(html)).toBe(2);
  });

  it('links each game to /casino/{game_id} and labels the columns for screen readers', () => {
    const html = render();
    expect(html).toMatch(/<a [^>]*href="\/casino\/42"[^>]*>Sweet Fortune<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/casino\/7"[^>]*>Lost Temple<\/a>/);
    for (const column of ['Game', 'Player', 'Time', 'Bet', 'Multiplier', 'Payout']) {
      expect(html).toMatch(new RegExp(`<th scope="col"[^>]*>${column}</th>`));
    }
    expect(html).toContain('<caption class="sr-only">All bets</caption>');
    expect(html).toContain('Pl***r');
    expect(html).toContain('<time dateTime="2026-11-22T04:55:07.000Z"');
    expect(html).toContain('04:55:07');
  });

  it('formats money from minor units and multipliers, and greens only real wins', () => {
    const html = render();
    expect(html).toContain('$1.50');
    expect(html).toContain('2.50×');
    expect(html).toMatch(/data-win="true" class="[^"]*text-brand-400[^"]*">\$3\.75</);
    expect(html).toContain('$10.00');
    expect(html).toContain('0.00×');
    expect(html).toMatch(/class="[^"]*text-mist-400[^"]*">\$0\.00</);
    expect(html.match(/data-win="true"/g)).toHaveLength(1);
    expect(render({ defaultTab: 'high' })).toContain('$1,500.00');
  });

  it('formats in the reader’s language', () => {
    const html = render({
      locale: 'es',
      resources: es,
      feed: { ...FEED, all: [bet({ currency: 'EUR', amount: 123456, payout: 308640 })] },
    });
    expect(html).toContain('€1234,56');
    expect(html).toContain('2,50×');
    expect(html).toContain(es.common.home.liveFeed.tabs.all);
    expect(html).toContain(es.common.home.liveFeed.columns.payout);
  });

  it('says honestly that there are no bets yet when a list is empty', () => {
    const html = render({ feed: { all: [], high: [], user: [] }, isSignedIn: true });
    expect(html).toContain('data-testid="live-bets-empty"');
    expect(html).toContain('No bets yet. Bets appear here as soon as they are settled.');
    expect(html).not.toContain('<table');
    const spanish = render({ feed: { all: [], high: [], user: [] }, locale: 'es', resources: es });
    expect(spanish).toContain(es.common.home.liveFeed.empty);
  });

  it('connects the tabs and the panel for assistive technology', () => {
    const html = render();
    const panelId = /role="tabpanel" id="([^"]+)"/.exec(html)?.[1];
    expect(panelId).toMatch(/^\S+-panel$/);
    expect(html).toContain(`aria-controls="${panelId}"`);
    expect(html).toMatch(/role="tablist" aria-label="Bet lists"/);
  });
});
