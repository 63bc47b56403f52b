// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { useActionData } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormResult } from '../../../../lib/forms';
import { fieldDescription } from '../../../../lib/testing/field-description';
import { RegisterForm } from '../register-form';
import { field, readAlert, renderFormPage, typeInto } from '../../../../lib/testing/render-route';

const renderRegisterForm = (answer: FormResult, refId?: string) =>
  renderFormPage(
    '/register',
    function RegisterPage() {
      return <RegisterForm result={useActionData<FormResult>()} pending={false} refId={refId} />;
    },
    { answer },
  );

/** What Ada types into the form before the confirmation. */
const ADA = { Name: 'Ada Lovelace', 'E-mail': 'ada@example.com', Password: 'password-1' };

const terms = () =>
  screen.getByRole('checkbox', {
    name: 'I am 18 or older and accept the terms and conditions',
  }) as HTMLInputElement;
const currency = () => screen.getByLabelText('Currency') as HTMLSelectElement;
const createAccount = () => screen.getByRole('button', { name: 'Create account' });

describe('register form: only the server’s errors are shown (spec §2 sign up, §5)', () => {
  afterEach(cleanup);

  it('offers EUR first and by default, with the terms unticked', async () => {
    await renderRegisterForm({ ok: true, message: '' });
    expect(currency().value).toBe('EUR');
    expect([...currency().options].map((option) => option.value)).toEqual(['EUR', 'USD']);
    expect(terms().checked).toBe(false);
    expect(screen.getByRole('link', { name: 'terms and conditions' }).getAttribute('href')).toBe(
      '/policies/terms-and-conditions',
    );
  });

  it('posts what was typed, short and unmatched alike, without checks of its own', async () => {
    const { user, posted } = await renderRegisterForm({ ok: true, message: '' });
    await typeInto(user, {
      Name: 'Ada',
      'E-mail': 'ada@',
      Password: 'short',
      'Confirm password': 'other',
    });
    await user.tab();
    expect(fieldDescription(field('Password'))).toBeNull();
    await user.click(createAccount());

    await waitFor(() =>
      expect(posted).toEqual([
        {
          name: 'Ada',
          email: 'ada@',
          password: 'short',
          password_confirmation: 'other',
          currency: 'EUR',
        },
      ]),
    );
  });

  it('posts the referral code of /register/{refId}, the currency and the ticked terms', async () => {
    const { user, posted } = await renderRegisterForm({ ok: true, message: '' }, 'AB12CD');
    await typeInto(user, { ...ADA, 'Confirm password': 'password-1' });
    await user.selectOptions(currency(), 'USD');
    await user.click(terms());
    await user.click(createAccount());

    await waitFor(() =>
      expect(posted).toEqual([
        {
          ref_id: 'AB12CD',
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          password: 'password-1',
          password_confirmation: 'password-1',
          currency: 'USD',
          terms: '1',
        },
      ]),
    );
  });

  it('shows the server’s errors under their fields and keeps what was typed', async () => {
    const { user } = await renderRegisterForm({
      ok: false,
      message: 'The given data was invalid. The email has already been taken.',
      fieldErrors: {
        email: ['The email has already been taken.'],
        password_confirmation: ['Password must match'],
        terms: ['You must be 18 or older and accept the terms.'],
      },
      values: { name: 'Ada Lovelace', email: 'ada@example.com', currency: 'USD', terms: '0' },
    });
    await typeInto(user, { ...ADA, 'Confirm password': 'password-2' });
    await user.selectOptions(currency(), 'USD');
    await user.click(createAccount());

    expect(await readAlert()).toBe('The given data was invalid. The email has already been taken.');
    expect(fieldDescription(field('E-mail'))).toBe('The email has already been taken.');
    expect(fieldDescription(field('Confirm password'))).toBe('Password must match');
    expect(fieldDescription(terms())).toBe('You must be 18 or older and accept the terms.');
    expect(fieldDescription(field('Name'))).toBeNull();
    expect(field('Name').value).toBe('Ada Lovelace');
    expect(currency().value).toBe('USD');
  });
});
