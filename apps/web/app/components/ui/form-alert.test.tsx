// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n';
import en from '../../locales/en';
import { FormAlert } from './form-alert';

function renderAlert(result: { ok: boolean; message: string; status?: number }) {
  return render(
    <I18nextProvider i18n={createI18n('en', en)}>
      <FormAlert result={result} testId="withdraw-alert" />
    </I18nextProvider>,
  );
}

describe('form alerts (spec §8 error catalogue)', () => {
  afterEach(cleanup);

  it('shows a status of 500 or above as the error alert: title, text, OK and cancel', () => {
    renderAlert({ ok: false, message: 'Something went wrong', status: 502 });
    const dialog = screen.getByTestId('server-error-dialog') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(screen.getByRole('heading', { name: 'Server error' }).closest('dialog')).toBe(dialog);
    expect(dialog.textContent).toContain('Something went wrong');
    expect(screen.getByRole('button', { name: 'Cancel' }).closest('dialog')).toBe(dialog);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(dialog.open).toBe(false);
    expect(screen.queryByTestId('withdraw-alert')).toBeNull();
  });

  it('keeps a refusal below 500 inline, in the form, with the server’s text', () => {
    renderAlert({ ok: false, message: 'The minimum withdrawal request is 20 USD', status: 422 });
    expect(screen.getByTestId('withdraw-alert').textContent).toContain('minimum withdrawal');
    expect(screen.queryByTestId('server-error-dialog')).toBeNull();
  });
});
