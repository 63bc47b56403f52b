import type { Slider as Slide } from '@casino/contracts';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n';
import en from '../../locales/en';
import { Slider } from './slider';

function slide(id: number, redirect_url = `/promotions/${id}`): Slide {
  return {
    id,
    redirect_url,
    image_url: `/storage/content/slide-${id}.webp`,
    title: `Slide ${id}`,
    subtitle: `Subtitle ${id}`,
  };
}

function render(slides: Slide[], isPriority = false) {
  return renderToString(
    <I18nextProvider i18n={createI18n('en', en)}>
      <MemoryRouter>
        <Slider slides={slides} label="Featured" testId="slider" isPriority={isPriority} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const imageTags = (html: string) => html.match(/<img [^>]*>/g) ?? [];

describe('Slider', () => {
  it('renders nothing without slides', () => {
    expect(render([])).toBe('');
  });

  it('is a labelled carousel of labelled slides, only the first one shown', () => {
    const html = render([slide(1), slide(2), slide(3)]);
    expect(html).toContain('aria-roledescription="carousel" aria-label="Featured"');
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3);
    expect(html).toContain('aria-label="1 of 3" aria-hidden="false"');
    expect(html).toContain('aria-label="2 of 3" aria-hidden="true"');
    // Hidden slides keep their links out of the tab order.
    expect(html).toMatch(/<a tabindex="-1"[^>]*href="\/promotions\/2"/);
    for (const label of ['Previous slide', 'Next slide', 'Show slide 3', 'Pause the slides']) {
      expect(html).toContain(`aria-label="${label}"`);
    }
  });

  it('loads the first picture eagerly with high priority on request, the rest lazily', () => {
    const [first, second, third] = imageTags(render([slide(1), slide(2), slide(3)], true));
    expect(first).toContain('loading="eager"');
    expect(first).toContain('fetchPriority="high"');
    expect(first).toMatch(/width="\d+" height="\d+"/);
    expect(second).toContain('loading="lazy"');
    expect(second).not.toContain('fetchPriority');
    expect(third).toContain('loading="lazy"');
    expect(imageTags(render([slide(1)]))[0]).not.toContain('fetchPriority');
  });

  it('has no controls for a single slide and no call to action without a link', () => {
    const html = render([slide(1, '')]);
    expect(html).not.toContain('<button');
    expect(html).not.toContain('<a ');
    expect(html).not.toContain('Find out more');
  });
});
