// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { useActionData } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FormResult } from '../../../../lib/forms';
import { fieldDescription } from '../../../../lib/testing/field-description';
import { renderRoutes } from '../../../../lib/testing/render-route';
import { PasswordForm } from '../password-form';

function PasswordPage() {
  return <PasswordForm result={useActionData<FormResult>()} pending={false} />;
}

/** The settings page with an action that records what reached it and answers `answer`. */
function renderPasswordForm(answer: FormResult, locale: 'en' | 'es' = 'en') {
  const posted: Record<string, FormDataEntryValue>[] = [];
  const action = vi.fn(async ({ request }: { request: Request }) => {
    posted.push(Object.fromEntries(await request.formData()));
    return answer;
  });
  const view = renderRoutes([{ path: '/settings/password', Component: PasswordPage, action }], {
    locale,
  });
  const fields = {
    current: screen.getByLabelText(locale === 'en' ? 'Current password' : 'Contraseña actual'),
    password: screen.getByLabelText(locale === 'en' ? 'New password' : 'Nueva contraseña'),
    confirmation: screen.getByLabelText(
      locale === 'en' ? 'Confirm new password' : 'Confirmar la nueva contraseña',
    ),
  };
  return { ...view, fields, action, posted };
}

describe('password form: the PasswordUpdateRequest contract checks it in the browser (spec §5)', () => {
  // The validator loads on demand; loading it once here keeps each test's timing its own.
  beforeAll(async () => {
    await Promise.all([
      import('../../../../lib/contract-validation'),
      import('@casino/contracts/auth'),
    ]);
  });
  afterEach(cleanup);

  it('says "Min 8 characters" once a short new password loses focus, and does not post', async () => {
    const { user, fields, action } = renderPasswordForm({ ok: true, message: 'saved' });
    await user.type(fields.password, 'short');
    await user.tab();
    await waitFor(() => expect(fieldDescription(fields.password)).toBe('Min 8 characters'));
    expect(fields.password.getAttribute('aria-invalid')).toBe('true');

    await user.type(fields.current, 'old-password');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(action).not.toHaveBeenCalled();
  });

  it('says the wallet-area mismatch text under the confirmation, and clears it when fixed', async () => {
    const { user, fields } = renderPasswordForm({ ok: true, message: 'saved' });
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
    const { user, fields, posted } = renderPasswordForm({
      ok: false,
      message: 'The given data was invalid.',
      fieldErrors: { current_password: ['The current password is incorrect.'] },
    });
    await user.type(fields.current, 'wrong-password');
    await user.type(fields.password, 'new-password-1');
    await user.type(fields.confirmation, 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Update password' }));

    await waitFor(() =>
      expect(fieldDescription(fields.current)).toBe('The current password is incorrect.'),
    );
    expect(posted).toEqual([
      {
        current_password: 'wrong-password',
        password: 'new-password-1',
        password_confirmation: 'new-password-1',
      },
    ]);
    expect(screen.getByTestId('auth-alert').textContent).toBe('The given data was invalid.');
  });

  it('empties the three fields once the password is saved', async () => {
    const { user, fields } = renderPasswordForm({ ok: true, message: 'Password updated' });
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
    const { user, fields } = renderPasswordForm({ ok: true, message: 'ok' }, 'es');
    await user.type(fields.password, 'corta');
    await user.tab();
    await waitFor(() => expect(fieldDescription(fields.password)).toBe('Mínimo 8 caracteres'));
  });
});
