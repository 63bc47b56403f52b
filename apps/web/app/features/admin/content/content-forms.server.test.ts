import { describe, expect, it } from 'vitest';
import { toUtcInput } from './content-form';
import { fromUtcInput, readPageForm, readPostForm, readSliderForm } from './content-forms.server';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const texts = (name: string, en: string) => ({
  [`${name}.en`]: en,
  [`${name}.es`]: `${en} es`,
  [`${name}.zh-CN`]: `${en} zh`,
});

describe('the content forms as the API takes them', () => {
  it('reads a publication time in UTC both ways, without Date', () => {
    expect(toUtcInput('2026-12-01T09:30:00.000Z')).toBe('2026-12-01T09:30');
    expect(fromUtcInput('2026-12-01T09:30')).toBe('2026-12-01T09:30:00Z');
    expect(fromUtcInput('2026-12-01T09:30:15')).toBe('2026-12-01T09:30:15Z');
    expect(fromUtcInput('  ')).toBeUndefined();
    // Not a time: sent as typed, for the API to refuse on its field.
    expect(fromUtcInput('tomorrow')).toBe('tomorrow');
  });

  it('reads a post: its texts per language, no picture as null, no time as now', () => {
    const read = readPostForm(
      form({
        kind: 'blog',
        slug: ' news ',
        category: 'news',
        image: '',
        published_at: '',
        ...texts('title', 'Title'),
        ...texts('excerpt', 'Excerpt'),
        ...texts('body', 'Body'),
      }),
    );
    expect(read).toMatchObject({
      body: {
        kind: 'blog',
        slug: 'news',
        image: null,
        title: { en: 'Title', es: 'Title es', 'zh-CN': 'Title zh' },
      },
    });
    expect('body' in read && 'published_at' in read.body).toBe(false);
  });

  it('refuses a choice that is not on the list (a tampered form)', () => {
    expect(readPostForm(form({ kind: 'advert' }))).toMatchObject({
      invalid: { required: ['kind'], integer: [] },
    });
    expect(readSliderForm(form({ kind: 'home', position: '1.5' }))).toMatchObject({
      invalid: { required: [], integer: ['position'] },
    });
  });

  it('reads a page with no text in any language as a menu entry (body null)', () => {
    const read = readPageForm(
      form({
        slug: 'casino',
        to: '/casino',
        group: 'casino',
        icon: '',
        position: '4',
        ...texts('title', 'Casino'),
      }),
    );
    expect(read).toMatchObject({ body: { body: null, icon: null, position: 4 } });
  });

  it('reads a slider, a new one without a position going last', () => {
    const read = readSliderForm(
      form({
        kind: 'banner',
        image_url: '/storage/content/a.png',
        redirect_url: '/promotions',
        position: '',
        ...texts('title', 'Title'),
        ...texts('subtitle', ''),
      }),
    );
    expect(read).toEqual({
      body: {
        kind: 'banner',
        title: { en: 'Title', es: 'Title es', 'zh-CN': 'Title zh' },
        subtitle: { en: '', es: 'es', 'zh-CN': 'zh' },
        image_url: '/storage/content/a.png',
        redirect_url: '/promotions',
      },
      values: expect.objectContaining({ kind: 'banner', 'title.en': 'Title' }),
    });
  });
});
