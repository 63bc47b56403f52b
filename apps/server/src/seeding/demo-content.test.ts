import { cpSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCALES } from '@casino/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import type { LocalizedText } from '../platform/localized';
import { loadDemoContent } from './demo-content';
import { SEED_DIR } from '../paths';

const content = loadDemoContent();

describe('the demo content files', () => {
  it('are all read: every file under seed/ is a text the loader returned', () => {
    const files = readdirSync(SEED_DIR, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(md|json)$/.test(name) && name !== 'README.md')
      .sort();
    const markdown = (folder: string, slug: string, text: LocalizedText) =>
      Object.keys(text).map((locale) => path.join(folder, `${slug}.${locale}.md`));
    const read = [
      ...Object.entries(content.policyBodies).flatMap(([slug, body]) =>
        markdown('policies', slug, body),
      ),
      ...content.blogPosts.flatMap((post) =>
        markdown(path.join('posts', 'blog'), post.slug, post.body),
      ),
      ...content.promotions.flatMap((post) =>
        markdown(path.join('posts', 'promotions'), post.slug, post.body),
      ),
      'banners.json',
      'bonus-offers.json',
      'sliders.json',
      'vip-levels.json',
    ].sort();
    expect(files).toEqual(read);
  });

  it('say everything in English, Chinese and Spanish', () => {
    const texts: LocalizedText[] = [
      ...Object.values(content.policyBodies),
      ...[...content.blogPosts, ...content.promotions].flatMap((p) => [p.title, p.excerpt, p.body]),
      ...content.vipLevels.flatMap((level) => [level.name, level.benefit]),
      ...[...content.sliders, ...content.banners].flatMap((s) => [s.title, s.subtitle]),
    ];
    for (const text of texts) expect(Object.keys(text).sort()).toEqual([...LOCALES].sort());
    // A bonus's text is its English message plus one translation per other locale, keyed by
    // the upper-cased locale (spec §5).
    for (const offer of content.bonusOffers) {
      expect(offer.texts.map((text) => text.lang).sort()).toEqual(
        LOCALES.filter((locale) => locale !== 'en')
          .map((locale) => locale.toUpperCase())
          .sort(),
      );
    }
  });

  it('label the bonus offers as demo offers, a deposit match per currency', () => {
    expect(content.bonusOffers.length).toBeGreaterThan(0);
    for (const offer of content.bonusOffers) expect(offer.message).toMatch(/^Demo offer: /);
    const percents = (currency: string) =>
      content.bonusOffers
        .flatMap((offer) =>
          offer.currency === currency && offer.bonusKey === 'DEPOSIT_BONUS_CASH'
            ? [offer.matchPercent]
            : [],
        )
        .sort((a, b) => a - b);
    // The marketing's 50%, 100% and 125% deposit bonuses (spec §1), in each currency.
    expect(percents('USD')).toEqual([50, 100, 125]);
    expect(percents('EUR')).toEqual([50, 100, 125]);
    // And free spins on the demo studio's slot in each, within the marketing's 500.
    for (const currency of ['USD', 'EUR']) {
      const spins = content.bonusOffers.filter(
        (offer) => offer.currency === currency && offer.bonusKey === 'FREE_SPINS',
      );
      expect(spins).toHaveLength(1);
      expect(spins[0]).toMatchObject({ freeSpins: 50, spinValueMinor: 20 });
    }
  });

  it('hold the shipped demo texts', () => {
    expect(Object.keys(content.policyBodies).sort()).toEqual([
      'aml-policy',
      'how-to-deposit',
      'privacy-policy',
      'responsible-gaming',
      'terms-and-conditions',
      'vip',
    ]);
    expect(content.policyBodies.vip?.en).toMatch(
      /^\*This is a template policy: the operator must adapt it to its own licence, jurisdiction and business rules\.\*\n\n## Overview\n/,
    );
    expect(content.blogPosts[0]).toMatchObject({
      slug: 'how-crypto-deposits-work',
      category: 'guides',
      title: { en: 'How Crypto Deposits Work', 'zh-CN': '加密货币存款是如何运作的' },
      image: '/storage/content/how-crypto-deposits-work.webp',
      publishedAt: '2025-01-13T09:00:00.000Z',
    });
    // Oldest first, as before the texts left the code.
    expect(content.blogPosts.map((post) => post.slug)).toEqual([
      'how-crypto-deposits-work',
      'responsible-play-tips',
      'meet-the-crash-games',
      'vip-programme-explained',
    ]);
    expect(content.promotions.map((post) => post.slug)).toEqual([
      'welcome-bonus-125',
      'reload-bonus-50',
      'weekend-bonus-100',
      'weekly-cashback',
      'free-spins-500',
    ]);
    expect(
      content.vipLevels.map(({ position, name, minWagerMinor }) => [
        position,
        name.en,
        minWagerMinor,
      ]),
    ).toEqual([
      [1, 'Bronze', 0],
      [2, 'Silver', 1_000_000],
      [3, 'Gold', 5_000_000],
      [4, 'Platinum', 25_000_000],
    ]);
    expect(content.sliders.map((slider) => slider.kind)).toEqual([
      'home',
      'home',
      'home',
      'promotion',
      'promotion',
      'promotion',
    ]);
    expect(content.banners[0]).toEqual({
      kind: 'banner',
      title: {
        en: '125% welcome bonus',
        'zh-CN': '125% 首存奖金',
        es: 'Bono de bienvenida del 125%',
      },
      subtitle: {
        en: 'Your first deposit counts for more. Read the terms before you claim.',
        'zh-CN': '首次存款价值更高。领取前请阅读条款。',
        es: 'Tu primer depósito vale más. Lee los términos antes de reclamarlo.',
      },
      imageUrl: '/storage/content/banner-welcome.webp',
      redirectUrl: '/promotions/welcome-bonus-125',
      position: 1,
    });
  });
});

describe('a broken file', () => {
  let dir = '';
  const copySeed = () => {
    dir = mkdtempSync(path.join(tmpdir(), 'casino-seed-'));
    cpSync(SEED_DIR, dir, { recursive: true });
    return dir;
  };
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('stops the loader with its path and what is wrong', () => {
    const file = path.join(copySeed(), 'posts', 'blog', 'meet-the-crash-games.es.md');
    writeFileSync(file, '---\ntitle: Sin resumen\n---\nTexto.\n');
    expect(() => loadDemoContent(dir)).toThrow(`${file}: ✖ `);
    expect(() => loadDemoContent(dir)).toThrow(/→ at excerpt/);
  });

  it('is named when its JSON does not parse', () => {
    const file = path.join(copySeed(), 'vip-levels.json');
    writeFileSync(file, '[{');
    expect(() => loadDemoContent(dir)).toThrow(`${file}: `);
  });

  it('is named when its locale is not one we know', () => {
    const file = path.join(copySeed(), 'policies', 'vip.zh.md');
    renameSync(path.join(dir, 'policies', 'vip.zh-CN.md'), file);
    expect(() => loadDemoContent(dir)).toThrow(`${file}: expected a name <slug>.<locale>.md`);
  });

  it('is named when a text has no English file', () => {
    const file = path.join(copySeed(), 'posts', 'promotions', 'weekly-cashback.en.md');
    rmSync(file);
    expect(() => loadDemoContent(dir)).toThrow(`${file}: missing`);
  });
});
