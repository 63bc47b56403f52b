import type { Locale } from '@casino/contracts/locales';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, type ActionFunction, type LoaderFunction } from 'react-router';
import { vi } from 'vitest';
import type { FormResult } from '../forms';
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

/**
 * A form page at `path` whose action records the fields each post brought and answers
 * `answer`, rendered in `locale` with a user-event session. It returns once the contract
 * schemas, which forms load after the first render (lib/contract-form.ts), are in place.
 */
export async function renderFormPage(
  path: string,
  Component: ComponentType,
  { answer, locale = 'en' }: { answer: FormResult; locale?: Locale },
) {
  const posted: Record<string, FormDataEntryValue>[] = [];
  const action = vi.fn(async ({ request }: { request: Request }) => {
    posted.push(Object.fromEntries(await request.formData()));
    return answer;
  });
  const view = renderRoutes([{ path, Component, action }], { locale });
  await act(async () => {
    await Promise.all([
      import('../contract-validation'),
      import('@casino/contracts/auth'),
      import('@casino/contracts/chat'),
      import('@casino/contracts/originals'),
      import('@casino/contracts/wallet-forms'),
    ]);
    // The form's own import of them settles within the next task.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { ...view, action, posted };
}

/** A labelled text field of the page. */
export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
