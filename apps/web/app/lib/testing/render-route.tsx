import type { Locale } from '@casino/contracts/locales';
import { act, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
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

/** The fields one post brought. */
export type Posted = Record<string, FormDataEntryValue>;

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
 * An action that records the fields each post brought (in `posted`, oldest first) and answers
 * what `answer` makes of them.
 */
export function createRecordingAction(answer: (posted: Posted) => unknown) {
  const posted: Posted[] = [];
  const action = vi.fn(async ({ request }: { request: Request }) => {
    const body = Object.fromEntries(await request.formData());
    posted.push(body);
    return answer(body);
  });
  return { action, posted };
}

/** Lets what a form loads on demand after its first render (its contract schema) arrive. */
export function settle() {
  return act(() => new Promise((resolve) => setTimeout(resolve, 0)));
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
  const { action, posted } = createRecordingAction(() => answer);
  const view = renderRoutes([{ path, Component, action }], { locale });
  await act(async () => {
    await Promise.all([
      import('../contract-validation'),
      import('@casino/contracts/auth'),
      import('@casino/contracts/chat'),
      import('@casino/contracts/originals-forms'),
      import('@casino/contracts/wallet-forms'),
    ]);
    // The form's own import of them settles within the next task.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { ...view, action, posted };
}

/** A labelled text field of the page. */
export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** The page's text fields by the names a test gives them, each found by its label. */
export function fieldsByLabel<Name extends string>(labels: Record<Name, string>) {
  const entries = Object.entries<string>(labels).map(([name, label]) => [name, field(label)]);
  return Object.fromEntries(entries) as Record<Name, HTMLInputElement>;
}

/** Replaces what `input` holds with `text`, as a player selecting it all and typing would. */
export async function retype(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

/** What the form's alert says (components/ui/form-alert), once it shows. */
export async function readAlert(testId = 'auth-alert') {
  return (await screen.findByTestId(testId)).textContent;
}

/** Types into the page's fields, each found by its label (`{ 'E-mail': 'ada@' }`), in order. */
export async function typeInto(user: UserEvent, texts: Record<string, string>) {
  for (const [label, text] of Object.entries(texts)) await user.type(field(label), text);
}
