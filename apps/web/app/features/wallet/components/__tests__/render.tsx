import type { Locale } from '@casino/contracts/locales';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { createI18n } from '../../../../lib/i18n';
import en, { type LocaleResources } from '../../../../locales/en';

/**
 * Server-renders `ui` inside a data router (fetchers need one) with the page language's texts,
 * as the first paint of the component.
 */
export function renderWithRouter(
  ui: ReactNode,
  { locale = 'en', resources = en }: { locale?: Locale; resources?: LocaleResources } = {},
): string {
  const Stub = createRoutesStub([{ path: '/', Component: () => <>{ui}</> }]);
  return renderToString(
    <I18nextProvider i18n={createI18n(locale, resources)}>
      <Stub initialEntries={['/']} />
    </I18nextProvider>,
  );
}
