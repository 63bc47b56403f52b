// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n';
import en from '../../../locales/en';
import { LoginForm } from './login-form';

function renderLogin(values?: { email: string; remember: string }) {
  const result = values
    ? { ok: false as const, message: 'The given data was invalid.', fieldErrors: {}, values }
    : undefined;
  const Stub = createRoutesStub([
    { path: '/login', Component: () => <LoginForm result={result} pending={false} /> },
  ]);
  render(
    <I18nextProvider i18n={createI18n('en', en)}>
      <Stub initialEntries={['/login']} />
    </I18nextProvider>,
  );
  return screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement;
}

// Decision 018: the spec signs in with remember always true; the box stays, ticked by default,
// so a player on a shared computer can leave with a cookie that ends with the browser.
describe('login form: remember me (spec §7 POST /login, §9 token cookie; decision 018)', () => {
  afterEach(cleanup);

  it('is ticked by default and can be unticked', () => {
    const remember = renderLogin();
    expect(remember.checked).toBe(true);
    fireEvent.click(remember);
    expect(remember.checked).toBe(false);
  });

  it('keeps the player’s choice when the form comes back with an error', () => {
    expect(renderLogin({ email: 'ann@example.com', remember: '0' }).checked).toBe(false);
    cleanup();
    expect(renderLogin({ email: 'ann@example.com', remember: '1' }).checked).toBe(true);
  });
});
