// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { useActionData } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormResult } from '../../../../lib/forms';
import { fieldDescription } from '../../../../lib/testing/field-description';
import { ResetRequestForm } from '../reset-request-form';
import { field, readAlert, renderFormPage } from '../../../../lib/testing/render-route';

function ResetRequestPage() {
  return <ResetRequestForm result={useActionData<FormResult>()} pending={false} />;
}

const renderResetRequestForm = (answer: FormResult) =>
  renderFormPage('/password/reset', ResetRequestPage, { answer });

const send = () => screen.getByRole('button', { name: 'Send reset link' });

describe('reset link form: the PasswordEmailRequest contract checks it in the browser (spec §5)', () => {
  afterEach(cleanup);

  it('says "Invalid e-mail." and "Required." before sending anything', async () => {
    const { user, action } = await renderResetRequestForm({ ok: true, message: 'sent' });
    await user.click(send());
    await waitFor(() => expect(fieldDescription(field('E-mail'))).toBe('Required.'));
    await user.type(field('E-mail'), 'ada@');
    await waitFor(() => expect(fieldDescription(field('E-mail'))).toBe('Invalid e-mail.'));
    expect(action).not.toHaveBeenCalled();
  });

  it('posts the address and shows the server’s answer (spec §8)', async () => {
    const { user, posted } = await renderResetRequestForm({
      ok: true,
      message: 'We have emailed your password reset link.',
    });
    await user.type(field('E-mail'), 'ada@example.com');
    await user.click(send());

    expect(await readAlert()).toBe('We have emailed your password reset link.');
    expect(posted).toEqual([{ email: 'ada@example.com' }]);
  });

  it('keeps the typed address when the server refuses it', async () => {
    const { user } = await renderResetRequestForm({
      ok: false,
      message: 'Too many requests. Please try again in 60 seconds.',
      fieldErrors: {},
      values: { email: 'ada@example.com' },
    });
    await user.type(field('E-mail'), 'ada@example.com');
    await user.click(send());

    expect(await readAlert()).toBe('Too many requests. Please try again in 60 seconds.');
    expect(field('E-mail').value).toBe('ada@example.com');
  });
});
