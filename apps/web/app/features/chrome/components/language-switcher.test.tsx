import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n';
import en from '../../../locales/en';
import { LanguageSwitcher } from './language-switcher';

describe('LanguageSwitcher', () => {
  it('asks for its flag at low priority, so no preload of it goes ahead of the style sheet (decision 032)', () => {
    const html = renderToString(
      <html lang="en">
        <head>
          <link rel="stylesheet" href="/assets/app.css" precedence="default" />
        </head>
        <body>
          <I18nextProvider i18n={createI18n('en', en)}>
            <LanguageSwitcher />
          </I18nextProvider>
        </body>
      </html>,
    );
    expect(html.match(/<img [^>]*>/)?.[0]).toContain('fetchPriority="low"');
    expect(html).not.toMatch(/rel="preload"[^>]*as="image"/);
  });
});
