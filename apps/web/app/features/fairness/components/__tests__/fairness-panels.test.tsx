import type { CrashRound, CrashSeedResponse } from '@casino/contracts';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../../lib/i18n';
import en, { type LocaleResources } from '../../../../locales/en';
import es from '../../../../locales/es';
import { RoundHistory } from '../round-history';
import { SchemeExplainer } from '../scheme-explainer';
import { SeedPanel } from '../seed-panel';

const SEED: CrashSeedResponse = {
  game: 'crashbull',
  terminating_hash: 'f'.repeat(64),
  salt: 'block-salt',
  chain_length: 1_000_000,
  house_edge: 2,
  is_demo: false,
};

const round = (id: number, overrides: Partial<CrashRound> = {}): CrashRound => ({
  id,
  number: id - 100,
  hash: id.toString(16).padStart(64, 'a'),
  crash_point: 2.5,
  salt: 'block-salt',
  house_edge: 2,
  terminating_hash: 'f'.repeat(64),
  started_at: null,
  crashed_at: '2026-11-22T04:55:17.000Z',
  refunded: false,
  ...overrides,
});

function html(node: ReactNode, resources: LocaleResources = en, locale: 'en' | 'es' = 'en') {
  return renderToString(
    <I18nextProvider i18n={createI18n(locale, resources)}>
      <MemoryRouter>{node}</MemoryRouter>
    </I18nextProvider>,
  );
}

describe('SeedPanel', () => {
  it('shows the published chain with the numerator the edge makes', () => {
    const page = html(<SeedPanel state={{ game: 'crashbull', status: 'open', seed: SEED }} />);
    expect(page).toContain('f'.repeat(64));
    expect(page).toContain('block-salt');
    expect(page).toContain('1,000,000');
    expect(page).toContain('2% (numerator 98)');
    expect(page).toContain('data-status="open"');
    expect(page).not.toContain('fairness-demo-chain');
    expect(page).not.toContain('fairness-not-open');
  });

  it('says clearly when the chain is the demo’s own', () => {
    const page = html(
      <SeedPanel state={{ game: 'crash', status: 'open', seed: { ...SEED, is_demo: true } }} />,
    );
    expect(page).toContain('data-testid="fairness-demo-chain"');
    expect(page).toContain('Demo chain');
  });

  it('says "not open yet" for a closed game and for one still without its salt', () => {
    const closed = html(<SeedPanel state={{ game: 'crashsw', status: 'closed' }} />);
    expect(closed).toContain('data-testid="fairness-not-open"');
    expect(closed).toContain('data-status="closed"');
    const saltless = html(
      <SeedPanel state={{ game: 'crash', status: 'open', seed: { ...SEED, salt: null } }} />,
    );
    expect(saltless).toContain('data-status="closed"');
    expect(saltless).toContain('Not set yet');
    const down = html(<SeedPanel state={{ game: 'crash', status: 'unavailable' }} />, es, 'es');
    expect(down).toContain(es.common.fairness.seed.unavailable);
  });
});

describe('RoundHistory', () => {
  it('links every round to its own check, in the crash page’s form plus the round', () => {
    const rounds = [round(205, { crash_point: 1 }), round(204, { refunded: true })];
    const page = html(<RoundHistory game="crashsw" rounds={rounds} currentId={204} />);
    expect(page).toContain(
      `href="/fairness?game=crashsw&amp;hash=${rounds[0]!.hash}&amp;round=205"`,
    );
    expect(page.match(/data-testid="fairness-history-row"/g)).toHaveLength(2);
    expect(page).toContain('aria-label="Verify round 105, crashed at 1.00×"');
    expect(page).toContain('aria-label="Verify round 104, crashed at 2.50×, Refunded"');
    expect(page).toMatch(/aria-current="true"[^>]*aria-label="Verify round 104/);
  });

  it('has its empty and failed states', () => {
    expect(html(<RoundHistory game="crash" rounds={[]} currentId={null} />)).toContain(
      'No finished rounds yet.',
    );
    expect(html(<RoundHistory game="crash" rounds={null} currentId={null} />)).toContain(
      'The recent rounds could not be loaded.',
    );
  });
});

describe('SchemeExplainer', () => {
  it("states the game's formula and, for crashbull, the side bet odds", () => {
    const page = html(<SchemeExplainer game="crashbull" seed={SEED} />);
    expect(page).toContain('point = max(1, floor(98 / (1 - X)) / 100)');
    expect(page).toContain('bull pays 2.00× and bear pays 1.92×');
    expect(page).toContain('--salt block-salt');
    const crash = html(<SchemeExplainer game="crash" seed={null} />);
    expect(crash).toContain('point = max(1, floor(99 / (1 - X)) / 100)');
    expect(crash).not.toContain('bull pays');
  });
});
