import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../../lib/i18n';
import en, { type LocaleResources } from '../../../../locales/en';
import es from '../../../../locales/es';
import { HISTORY_SHOWN, HistoryStrip } from '../history-strip';

function renderStrip(
  history: { id: number; crash_point: number }[],
  resources: LocaleResources = en,
) {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <HistoryStrip game="crashsw" history={history} /> },
  ]);
  return renderToString(
    <I18nextProvider i18n={createI18n(resources === en ? 'en' : 'es', resources)}>
      <Stub initialEntries={['/']} />
    </I18nextProvider>,
  );
}

/** Each link's target, colour and text, read from its own attributes whatever their order. */
const links = (html: string) =>
  [...html.matchAll(/<a ([^>]*)>([^<]+)<\/a>/g)].map(([, attributes = '', text]) => ({
    href: /href="([^"]+)"/.exec(attributes)?.[1]?.replaceAll('&amp;', '&'),
    tone: /data-tone="(\w+)"/.exec(attributes)?.[1],
    text,
  }));

describe('HistoryStrip', () => {
  it('shows the crash points newest first, coloured by size, each linking its fairness check', () => {
    const html = renderStrip([
      { id: 12, crash_point: 1 },
      { id: 11, crash_point: 2 },
      { id: 10, crash_point: 9.99 },
      { id: 9, crash_point: 10 },
      { id: 8, crash_point: 1234.5 },
    ]);
    expect(links(html)).toEqual([
      { href: '/fairness?game=crashsw&round=12', tone: 'low', text: '1.00×' },
      { href: '/fairness?game=crashsw&round=11', tone: 'mid', text: '2.00×' },
      { href: '/fairness?game=crashsw&round=10', tone: 'mid', text: '9.99×' },
      { href: '/fairness?game=crashsw&round=9', tone: 'high', text: '10.00×' },
      { href: '/fairness?game=crashsw&round=8', tone: 'high', text: '1234.50×' },
    ]);
    expect(html).toContain('aria-label="Round 12 crashed at 1.00×: check it"');
    expect(html).toContain('text-rose-300');
    expect(html).toContain('text-amber-200');
  });

  it('shows at most HISTORY_SHOWN rounds, and says so when there are none', () => {
    const many = Array.from({ length: 30 }, (_, index) => ({ id: 100 - index, crash_point: 3 }));
    expect(links(renderStrip(many))).toHaveLength(HISTORY_SHOWN);
    expect(renderStrip([], es)).toContain('Aún no hay rondas terminadas.');
  });
});
