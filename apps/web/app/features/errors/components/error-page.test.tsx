import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en';
import es from '../../../locales/es';
import { createI18n } from '../../../lib/i18n';
import type { Locale } from '@casino/contracts/locales';
import type { LocaleResources } from '../../../locales/en';
import { ErrorPage, getErrorStatus } from './error-page';

// The shape React Router gives a thrown Response (isRouteErrorResponse checks these fields).
const notFound = { status: 404, statusText: 'Not Found', internal: false, data: 'Not Found' };

function renderErrorPage(
  error: unknown,
  locale: Locale = 'en',
  resources: LocaleResources = en,
  isDemo = false,
) {
  return renderToString(
    <I18nextProvider i18n={createI18n(locale, resources)}>
      <ErrorPage error={error} isDemo={isDemo} />
    </I18nextProvider>,
  );
}

describe('ErrorPage (spec §2, §8)', () => {
  it('says the page could not be found for a 404, with a go-home link', () => {
    const html = renderErrorPage(notFound);
    expect(html).toContain('data-testid="error-page"');
    expect(html).toContain('This page could not be found');
    expect(html).toContain('Sorry, page not found!');
    expect(html).toMatch(/<a href="\/"[^>]*>.*Go to home/);
    expect(html).not.toContain('Something went wrong');
  });

  it('shows the generic text for any other failure', () => {
    const html = renderErrorPage(new Error('database on fire'));
    expect(html).toContain('Something went wrong');
    expect(html).not.toContain('Sorry, page not found!');
    expect(getErrorStatus(new Error('x'))).toBe(500);
    expect(getErrorStatus(notFound)).toBe(404);
  });

  it('speaks the visitor language', () => {
    const html = renderErrorPage(notFound, 'es', es);
    expect(html).toContain(es.common.errorPage.notFound);
    expect(html).toContain(es.errors.NOT_FOUND);
    expect(html).toContain(es.common.errorPage.goHome);
  });

  it('carries the translated Demo marker in demo mode only (issue 11)', () => {
    const demo = renderErrorPage(notFound, 'es', es, true);
    expect(demo).toContain('data-testid="demo-badge"');
    expect(demo).toContain('Casino de demostración');
    expect(renderErrorPage(notFound)).not.toContain('data-testid="demo-badge"');
  });
});
