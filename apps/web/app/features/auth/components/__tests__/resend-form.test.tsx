// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { useActionData } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormResult } from '../../../../lib/forms';
import { fieldDescription } from '../../../../lib/testing/field-description';
import { ResendForm } from '../resend-form';
import { field, readAlert, renderFormPage } from '../../../../lib/testing/render-route';

const renderResendForm = (userEmail: string | null, answer: FormResult) =>
  renderFormPage(
    '/email/resend',
    function ResendPage() {
      return (
        <ResendForm userEmail={userEmail} result={useActionData<FormResult>()} pending={false} />
      );
    },
    { answer },
  );

const resend = () => screen.getByRole('button', { name: 'Resend verification e-mail' });

describe('resend form: the EmailResendRequest contract checks it in the browser (spec §5)', () => {
  afterEach(cleanup);

  it('asks a visitor for the address, says "Invalid e-mail." for a bad one and does not post', async () => {
    const { user, action } = await renderResendForm(null, { ok: true, message: 'sent' });
    await user.type(field('E-mail'), 'ada@');
    await user.click(resend());
    await waitFor(() => expect(fieldDescription(field('E-mail'))).toBe('Invalid e-mail.'));
    expect(action).not.toHaveBeenCalled();
  });

  it('posts a visitor’s address and shows the server’s answer', async () => {
    const { user, posted } = await renderResendForm(null, {
      ok: true,
      message: 'A fresh verification link has been sent to your email address.',
    });
    await user.type(field('E-mail'), 'ada@example.com');
    await user.click(resend());

    expect(await readAlert()).toBe(
      'A fresh verification link has been sent to your email address.',
    );
    expect(posted).toEqual([{ email: 'ada@example.com' }]);
  });

  it('is a single button for a signed-in player, posting no field', async () => {
    const { user, posted } = await renderResendForm('ada@example.com', {
      ok: true,
      message: 'A fresh verification link has been sent to your email address.',
    });
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    expect(
      screen.getByText('We will send a new verification link to ada@example.com.'),
    ).toBeTruthy();
    await user.click(resend());

    await screen.findByTestId('auth-alert');
    expect(posted).toEqual([{}]);
  });
});
