// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { useActionData } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormResult } from '../../../../lib/forms';
import { fieldDescription } from '../../../../lib/testing/field-description';
import { fieldsByLabel, renderFormPage } from '../../../../lib/testing/render-route';
import { PasswordForm } from '../password-form';
import { expectWrongPasswordShown, WRONG_CURRENT_PASSWORD } from './answers';

function PasswordPage() {
  return <PasswordForm result={useActionData<FormResult>()} pending={false} />;
}

/** The three fields' labels in each language the tests speak. */
const LABELS = {
  en: {
    current: 'Current password',
    password: 'New password',
    confirmation: 'Confirm new password',
  },
  es: {
    current: 'Contraseña actual',
    password: 'Nueva contraseña',
    confirmation: 'Confirmar la nueva contraseña',
  },
};

/** The settings page, its fields found by their labels in `locale`. */
async function renderPasswordForm(answer: FormResult, locale: 'en' | 'es' = 'en') {
  const page = await renderFormPage('/settings/password', PasswordPage, { answer, locale });
  return { ...page, fields: fieldsByLabel(LABELS[locale]) };
}

describe('password form: the PasswordUpdateRequest contract checks it in the browser (spec §5)', () => {
  afterEach(cleanup);

  it('says "Min 8 characters" once a short new password loses focus, and does not post', async () => {
    const { user, fields, action } = await renderPasswordForm({ ok: true, message: 'saved' });
    await user.type(fields.password, 'short');
    await user.tab();
    await waitFor(() => expect(fieldDescription(fields.password)).toBe('Min 8 characters'));
    expect(fields.password.getAttribute('aria-invalid')).toBe('true');

    await user.type(fields.current, 'old-password');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(action).not.toHaveBeenCalled();
  });

  it('says the wallet-area mismatch text under the confirmation, and clears it when fixed', async () => {
    const { user, fields } = await renderPasswordForm({ ok: true, message: 'saved' });
    await user.type(fields.current, 'old-password');
    await user.type(fields.password, 'new-password-1');
    await user.type(fields.confirmation, 'new-password-2');
    await user.tab();
    await waitFor(() =>
      expect(fieldDescription(fields.confirmation)).toBe(
        'Password not match, please check it to continue',
      ),
    );
    await user.clear(fields.confirmation);
    await user.type(fields.confirmation, 'new-password-1');
    await waitFor(() => expect(fields.confirmation.getAttribute('aria-invalid')).toBeNull());
  });

  it('posts a valid form and shows the server’s field error where the player typed', async () => {
    const { user, fields, posted } = await renderPasswordForm(WRONG_CURRENT_PASSWORD);
    await user.type(fields.current, 'wrong-password');
    await user.type(fields.password, 'new-password-1');
    await user.type(fields.confirmation, 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Update password' }));

    await expectWrongPasswordShown(fields.current);
    expect(posted).toEqual([
      {
        current_password: 'wrong-password',
        password: 'new-password-1',
        password_confirmation: 'new-password-1',
      },
    ]);
  });

  it('empties the three fields once the password is saved', async () => {
    const { user, fields } = await renderPasswordForm({ ok: true, message: 'Password updated' });
    await user.type(fields.current, 'old-password');
    await user.type(fields.password, 'new-password-1');
    await user.type(fields.confirmation, 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Update password' }));

    await screen.findByText('Password updated');
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe('');
    }
  });

  it('words the browser’s check in the page language (Spanish)', async () => {
    const { user, fields } = await renderPasswordForm({ ok: true, message: 'ok' }, 'es');
    await user.type(fields.password, 'corta');
    await user.tab();
    await waitFor(() => expect(fieldDescription(fields.password)).toBe('Mínimo 8 caracteres'));
  });
});
