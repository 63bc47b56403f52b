import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CURRENCIES, LOCALES, MAX_FREE_SPINS, type Locale } from '@casino/contracts';
import matter from 'gray-matter';
import { z } from 'zod';
import type { LocalizedText } from '../platform/localized';
import { SEED_DIR } from '../paths';

/**
 * Demo content for a fresh installation, read from the files under apps/server/seed/ (layout in
 * its README.md): policy pages, blog posts, promotions, VIP levels, sliders and banners in
 * English, Simplified Chinese and Spanish, and demo bonus offers. Operators are expected to replace all of it with
 * their own texts. Every file is checked, and a broken one stops the start naming its path.
 */
export interface DemoContent {
  /** Markdown bodies of the policy pages, keyed by slug. */
  policyBodies: Record<string, LocalizedText>;
  /** Oldest first, as they are inserted. */
  blogPosts: SeedPost[];
  promotions: SeedPost[];
  /** Bronze, Silver, Gold, Platinum in ascending order; each keeps the benefits of the one below. */
  vipLevels: SeedVipLevel[];
  sliders: SeedSlider[];
  banners: SeedSlider[];
  /** Demo bonus offers (issue 16): deposit matches in each currency. */
  bonusOffers: SeedBonusOffer[];
}

export interface SeedPost {
  slug: string;
  category: string;
  title: LocalizedText;
  excerpt: LocalizedText;
  body: LocalizedText;
  image: string;
  publishedAt: string /* ISO date */;
}

const localizedTextSchema: z.ZodType<LocalizedText> = z.strictObject({
  en: z.string().min(1),
  'zh-CN': z.string().min(1).optional(),
  es: z.string().min(1).optional(),
});

const vipLevelSchema = z.strictObject({
  position: z.int().positive(),
  name: localizedTextSchema,
  benefit: localizedTextSchema,
  bonusPercent: z.int().min(0),
  cashbackPercent: z.int().min(0),
  minWagerMinor: z.int().min(0) /* integer cents to reach the tier */,
  color: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
});
export type SeedVipLevel = z.infer<typeof vipLevelSchema>;

const offerCommon = {
  code: z.string().min(1),
  currency: z.enum(CURRENCIES),
  message: z.string().min(1),
  texts: z.array(z.strictObject({ key: z.string(), lang: z.string(), message: z.string() })),
  wageringMultiple: z.int().min(0),
  validDays: z.int().positive(),
};
const bonusOfferSchema = z.discriminatedUnion('bonusKey', [
  z.strictObject({
    ...offerCommon,
    bonusKey: z.literal('DEPOSIT_BONUS_CASH'),
    matchPercent: z.int().positive(),
    maxAmountMinor: z.int().positive(),
    minDepositMinor: z.int().positive(),
    /** The welcome ladder's step (1 the first deposit), or absent for any deposit. */
    depositNumber: z.int().min(1).max(10).optional(),
  }),
  z.strictObject({
    ...offerCommon,
    bonusKey: z.literal('FREE_SPINS'),
    freeSpins: z.int().min(1).max(MAX_FREE_SPINS),
    spinValueMinor: z.int().positive(),
    /** The demo studio's slot they are for, by its catalog slug. */
    gameSlug: z.string().min(1),
  }),
]);
export type SeedBonusOffer = z.infer<typeof bonusOfferSchema>;

/** The home and promotion sliders, and the home banners (same shape). */
const sliderSchema = z.strictObject({
  kind: z.enum(['home', 'promotion', 'banner']),
  title: localizedTextSchema,
  subtitle: localizedTextSchema,
  imageUrl: z.string().min(1),
  redirectUrl: z.string().min(1),
  position: z.int(),
});
export type SeedSlider = z.infer<typeof sliderSchema>;

/** What every locale's file of a post says in its front matter. */
const postTranslationSchema = z.strictObject({
  title: z.string().min(1),
  excerpt: z.string().min(1),
});
/** The English file also holds what all locales share. */
const englishPostSchema = postTranslationSchema.extend({
  category: z.string().min(1),
  image: z.string().min(1),
  // YAML reads an unquoted timestamp as a date.
  publishedAt: z.union([z.iso.datetime(), z.date().transform((date) => date.toISOString())]),
});
/** A policy file is its body only. */
const policyFrontMatterSchema = z.strictObject({});

const FILE_NAME = /^(?<slug>[a-z0-9-]+)\.(?<locale>[A-Za-z-]+)\.md$/;

interface MarkdownFile {
  file: string;
  frontMatter: unknown;
  body: string;
}

type LocalizedFiles = { en: MarkdownFile } & Partial<Record<Locale, MarkdownFile>>;

export function loadDemoContent(dir: string = SEED_DIR): DemoContent {
  return {
    policyBodies: readPolicyBodies(path.join(dir, 'policies')),
    blogPosts: readPosts(path.join(dir, 'posts', 'blog')),
    promotions: readPosts(path.join(dir, 'posts', 'promotions')),
    vipLevels: readJson(path.join(dir, 'vip-levels.json'), z.array(vipLevelSchema)),
    sliders: readJson(path.join(dir, 'sliders.json'), z.array(sliderSchema)),
    banners: readJson(path.join(dir, 'banners.json'), z.array(sliderSchema)),
    bonusOffers: readJson(path.join(dir, 'bonus-offers.json'), z.array(bonusOfferSchema)),
  };
}

/** The pictures the demo content shows (its posts' images, its sliders' and banners' too). */
export function listDemoContentImages(content: DemoContent = loadDemoContent()): string[] {
  return [
    ...[...content.blogPosts, ...content.promotions].map((post) => post.image),
    ...[...content.sliders, ...content.banners].map((slider) => slider.imageUrl),
  ];
}

function readPolicyBodies(folder: string): Record<string, LocalizedText> {
  const bodies: Record<string, LocalizedText> = {};
  for (const [slug, files] of readLocalizedMarkdown(folder)) {
    const body: LocalizedText = { en: files.en.body };
    for (const locale of LOCALES) {
      const file = files[locale];
      if (!file) continue;
      parseAs(policyFrontMatterSchema, file.file, file.frontMatter);
      body[locale] = file.body;
    }
    bodies[slug] = body;
  }
  return bodies;
}

function readPosts(folder: string): SeedPost[] {
  const posts = [...readLocalizedMarkdown(folder)].map(([slug, files]): SeedPost => {
    const english = parseAs(englishPostSchema, files.en.file, files.en.frontMatter);
    const post: SeedPost = {
      slug,
      category: english.category,
      title: { en: english.title },
      excerpt: { en: english.excerpt },
      body: { en: files.en.body },
      image: english.image,
      publishedAt: english.publishedAt,
    };
    for (const locale of LOCALES) {
      const file = files[locale];
      if (!file || locale === 'en') continue;
      const translation = parseAs(postTranslationSchema, file.file, file.frontMatter);
      post.title[locale] = translation.title;
      post.excerpt[locale] = translation.excerpt;
      post.body[locale] = file.body;
    }
    return post;
  });
  return posts.sort((a, b) => Date.parse(a.publishedAt) - Date.parse(b.publishedAt));
}

/** The files `<slug>.<locale>.md` of a folder, by slug; each slug needs its English file. */
function readLocalizedMarkdown(folder: string): Map<string, LocalizedFiles> {
  const bySlug = new Map<string, Partial<Record<Locale, MarkdownFile>>>();
  for (const name of readdirSync(folder).sort()) {
    const file = path.join(folder, name);
    const match = FILE_NAME.exec(name);
    const locale = LOCALES.find((known) => known === match?.groups?.locale);
    if (!match?.groups?.slug || !locale) {
      throw new Error(
        `${file}: expected a name <slug>.<locale>.md, locale one of ${LOCALES.join(', ')}`,
      );
    }
    const files = bySlug.get(match.groups.slug) ?? {};
    files[locale] = readMarkdown(file);
    bySlug.set(match.groups.slug, files);
  }
  const complete = new Map<string, LocalizedFiles>();
  for (const [slug, files] of bySlug) {
    if (!files.en) throw new Error(`${path.join(folder, `${slug}.en.md`)}: missing`);
    complete.set(slug, { ...files, en: files.en });
  }
  return complete;
}

function readMarkdown(file: string): MarkdownFile {
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
  // The line breaks around the text belong to the file, not to the text.
  const body = parsed.content.trim();
  if (!body) throw new Error(`${file}: the text is empty`);
  return { file, frontMatter: parsed.data, body };
}

function readJson<T extends z.ZodType>(file: string, schema: T): z.output<T> {
  const text = readFileSync(file, 'utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
  return parseAs(schema, file, value);
}

function parseAs<T extends z.ZodType>(schema: T, file: string, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`${file}: ${z.prettifyError(result.error)}`);
  return result.data;
}
