// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { useActionData } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormResult } from '../../../../lib/forms';
import { fieldDescription } from '../../../../lib/testing/field-description';
import { ResetForm } from '../reset-form';
import { field, readAlert, renderFormPage } from '../../../../lib/testing/render-route';

function ResetPage() {
  return (
    <ResetForm
      token="mailed-token"
      defaultEmail="ada@example.com"
      result={useActionData<FormResult>()}
      pending={false}
    />
  );
}

const renderResetForm = (answer: FormResult, locale: 'en' | 'es' = 'en') =>
  renderFormPage('/password/reset/mailed-token', ResetPage, { answer, locale });

const save = () => screen.getByRole('button', { name: 'Save new password' });

describe('password reset form: the PasswordResetRequest contract checks it in the browser (spec §5)', () => {
  afterEach(cleanup);

  it('starts with the mailed address and says "Min 8 characters" for a short password', async () => {
    const { user, action } = await renderResetForm({ ok: true, message: 'reset' });
    expect(field('E-mail').value).toBe('ada@example.com');
    await user.type(field('New password'), 'short');
    await user.tab();
    await waitFor(() => expect(fieldDescription(field('New password'))).toBe('Min 8 characters'));
    await user.click(save());
    expect(action).not.toHaveBeenCalled();
  });

  it('says the auth area’s mismatch text under the confirmation, and clears it when fixed', async () => {
    const { user } = await renderResetForm({ ok: true, message: 'reset' });
    await user.type(field('New password'), 'new-password-1');
    await user.type(field('Confirm password'), 'new-password-2');
    await user.tab();
    await waitFor(() =>
      expect(fieldDescription(field('Confirm password'))).toBe('Password must match'),
    );
    await user.clear(field('Confirm password'));
    await user.type(field('Confirm password'), 'new-password-1');
    await waitFor(() => expect(field('Confirm password').getAttribute('aria-invalid')).toBeNull());
  });

  it('posts the token, the address and the passwords; a bad link is said once, in the alert', async () => {
    const sentence = 'This password reset link is invalid or has expired.';
    const { user, posted } = await renderResetForm({
      ok: false,
      message: sentence,
      fieldErrors: { email: [sentence] },
      values: { email: 'ada@example.com' },
    });
    await user.type(field('New password'), 'new-password-1');
    await user.type(field('Confirm password'), 'new-password-1');
    await user.click(save());

    expect(await readAlert()).toBe(sentence);
    expect(posted).toEqual([
      {
        token: 'mailed-token',
        email: 'ada@example.com',
        password: 'new-password-1',
        password_confirmation: 'new-password-1',
      },
    ]);
    expect(fieldDescription(field('E-mail'))).toBeNull();
    expect(field('E-mail').value).toBe('ada@example.com');
  });

  it('shows the server’s success with the way back to sign in, instead of the form', async () => {
    const { user } = await renderResetForm({ ok: true, message: 'Your password has been reset.' });
    await user.type(field('New password'), 'new-password-1');
    await user.type(field('Confirm password'), 'new-password-1');
    await user.click(save());

    const alert = await screen.findByTestId('auth-alert');
    expect(alert.dataset.tone).toBe('success');
    // The server's text, then the link.
    expect(alert.textContent).toBe('Your password has been reset.Go to sign in');
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByTestId('reset-form')).toBeNull();
  });

  it('words the browser’s checks in the page language (Spanish)', async () => {
    const { user } = await renderResetForm({ ok: true, message: 'ok' }, 'es');
    await user.type(field('Nueva contraseña'), 'corta');
    await user.type(field('Confirmar contraseña'), 'otra');
    await user.tab();
    await waitFor(() =>
      expect(fieldDescription(field('Nueva contraseña'))).toBe('Mínimo 8 caracteres'),
    );
    await waitFor(() =>
      expect(fieldDescription(field('Confirmar contraseña'))).toBe(
        'Las contraseñas deben coincidir',
      ),
    );
  });
});
