// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { useActionData } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormFailure, FormResult } from '../../../../lib/forms';
import { fieldDescription } from '../../../../lib/testing/field-description';
import {
  field,
  readAlert,
  renderFormPage,
  renderRoutes,
} from '../../../../lib/testing/render-route';
import { LoginForm } from '../login-form';

function LoginPage() {
  return <LoginForm result={useActionData<FormResult>()} pending={false} />;
}

const renderLoginForm = (answer: FormResult) => renderFormPage('/login', LoginPage, { answer });

/** The form as the server renders it after a failed plain HTML post: with what was typed. */
function renderReturnedLogin(values: { email: string; remember: string }) {
  const failure: FormFailure = {
    ok: false,
    message: 'The given data was invalid.',
    fieldErrors: {},
    values,
  };
  return renderRoutes([
    { path: '/login', Component: () => <LoginForm result={failure} pending={false} /> },
  ]);
}

const remember = () => screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement;
const signIn = () => screen.getByRole('button', { name: 'Sign in' });

// Decision 018: the spec signs in with remember always true; the box stays, ticked by default,
// so a player on a shared computer can leave with a cookie that ends with the browser.
describe('login form: remember me (spec §7 POST /login, §9 token cookie; decision 018)', () => {
  afterEach(cleanup);

  it('is ticked by default and can be unticked', async () => {
    const { user } = await renderLoginForm({ ok: true, message: '' });
    expect(remember().checked).toBe(true);
    await user.click(remember());
    expect(remember().checked).toBe(false);
  });

  it('keeps the player’s choice when the form comes back with an error', () => {
    renderReturnedLogin({ email: 'ann@example.com', remember: '0' });
    expect(remember().checked).toBe(false);
    expect(field('E-mail').value).toBe('ann@example.com');
    cleanup();
    renderReturnedLogin({ email: 'ann@example.com', remember: '1' });
    expect(remember().checked).toBe(true);
  });
});

describe('login form: only the server’s errors are shown (spec §5, §8)', () => {
  afterEach(cleanup);

  it('posts what was typed, without checks of its own', async () => {
    const { user, posted } = await renderLoginForm({ ok: true, message: '' });
    await user.type(field('E-mail'), 'ann@');
    await user.type(field('Password'), 'x');
    await user.tab();
    expect(fieldDescription(field('E-mail'))).toBeNull();
    await user.click(remember());
    await user.click(signIn());

    await waitFor(() => expect(posted).toEqual([{ email: 'ann@', password: 'x' }]));
  });

  it('says the server’s text in the alert and marks the fields it names, with nothing under them', async () => {
    const { user, posted } = await renderLoginForm({
      ok: false,
      message: 'The given data was invalid. Invalid e-mail.',
      fieldErrors: { email: ['Invalid e-mail.'] },
      values: { email: 'ann@', remember: '1' },
    });
    await user.type(field('E-mail'), 'ann@');
    await user.click(signIn());

    expect(await readAlert()).toBe('The given data was invalid. Invalid e-mail.');
    expect(posted).toEqual([{ email: 'ann@', password: '', remember: '1' }]);
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(fieldDescription(field('E-mail'))).toBeNull();
    expect(field('Password').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows nothing for a refused sign-in answered with 401 (spec §8)', async () => {
    const { user, action } = await renderLoginForm({
      ok: false,
      message: '',
      fieldErrors: {},
      values: { email: 'ann@example.com', remember: '1' },
    });
    await user.type(field('E-mail'), 'ann@example.com');
    await user.type(field('Password'), 'wrong-password');
    await user.click(signIn());

    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('auth-alert')).toBeNull();
  });
});
