// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Form, Link, useActionData, useLoaderData, useRevalidator } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n';
import en from '../../locales/en';
import { renderRoutes } from '../../lib/testing/render-route';
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

describe('a form’s answer on its page', () => {
  afterEach(cleanup);

  /**
   * The wallet page's shape: a form whose action answers a message, the page's data read by a
   * loader, and a real-time alert that reads it again (AppAlerts on WALLET_BALANCE).
   */
  function renderPage() {
    let reads = 0;
    const loader = () => ({ reads: (reads += 1) });
    const action = () => ({ ok: true, message: 'Your withdrawal has been cancelled.' });
    function Page() {
      const data = useLoaderData<typeof loader>();
      const answer = useActionData<typeof action>();
      const revalidator = useRevalidator();
      return (
        <>
          <FormAlert result={answer} />
          <p data-testid="reads">{data.reads}</p>
          <Form method="post">
            <button type="submit">Cancel withdrawal</button>
          </Form>
          <button type="button" onClick={() => void revalidator.revalidate()}>
            balance alert
          </button>
          <Link to="/elsewhere">elsewhere</Link>
        </>
      );
    }
    function Elsewhere() {
      return <Link to="/settings/wallet">back</Link>;
    }
    return renderRoutes(
      [
        { path: '/settings/wallet', Component: Page, loader, action },
        { path: '/elsewhere', Component: Elsewhere },
      ],
      { url: '/settings/wallet' },
    );
  }

  it('stays when an alert reads the page again after it, and goes when the player leaves', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel withdrawal' }));
    const alert = await screen.findByTestId('auth-alert');
    expect(alert.textContent).toBe('Your withdrawal has been cancelled.');
    const before = Number(screen.getByTestId('reads').textContent);

    // React Router forgets the action's answer on this read; the page does not.
    await user.click(screen.getByRole('button', { name: 'balance alert' }));
    await waitFor(() => expect(Number(screen.getByTestId('reads').textContent)).toBe(before + 1));
    expect(screen.getByTestId('auth-alert').textContent).toBe(
      'Your withdrawal has been cancelled.',
    );

    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    await user.click(await screen.findByRole('link', { name: 'back' }));
    await screen.findByRole('button', { name: 'Cancel withdrawal' });
    expect(screen.queryByTestId('auth-alert')).toBeNull();
  });
});
