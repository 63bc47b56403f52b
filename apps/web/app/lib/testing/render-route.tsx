import type { Locale } from '@casino/contracts/locales';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, type ActionFunction, type LoaderFunction } from 'react-router';
import { createI18n } from '../i18n';
import en from '../../locales/en';
import es from '../../locales/es';
import zhCN from '../../locales/zh-CN';

const RESOURCES = { en, es, 'zh-CN': zhCN } as const;

export type StubRoute = {
  path: string;
  Component: ComponentType;
  action?: ActionFunction;
  loader?: LoaderFunction;
};

/**
 * Renders routes as the app would (React Router's stub with its actions and loaders, the
 * texts of one locale) at `url`, with a user-event session to drive them the way a player does.
 */
export function renderRoutes(
  routes: StubRoute[],
  { url = routes[0]?.path ?? '/', locale = 'en' }: { url?: string; locale?: Locale } = {},
) {
  const Stub = createRoutesStub(routes.map((route) => ({ ...route })));
  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={createI18n(locale, RESOURCES[locale])}>
      <Stub initialEntries={[url]} />
    </I18nextProvider>,
  );
  return { user, ...view };
}
