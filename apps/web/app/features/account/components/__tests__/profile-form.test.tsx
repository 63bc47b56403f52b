// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { useActionData } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormResult } from '../../../../lib/forms';
import { fieldDescription } from '../../../../lib/testing/field-description';
import { makeUser } from '../../../../lib/testing/users';
import { field, readAlert, renderFormPage, retype } from '../../../../lib/testing/render-route';
import { ProfileForm } from '../profile-form';
import { expectWrongPasswordShown, WRONG_CURRENT_PASSWORD } from './answers';

const USER = makeUser({ name: 'Ada Lovelace', email: 'ada@example.com', currency: 'EUR' });

function ProfilePage() {
  return <ProfileForm user={USER} result={useActionData<FormResult>()} pending={false} />;
}

/** The profile page, its fields found by their labels in `locale`. */
async function renderProfileForm(answer: FormResult, locale: 'en' | 'es' = 'en') {
  const page = await renderFormPage('/settings/profile', ProfilePage, { answer, locale });
  const es = locale === 'es';
  const fields = {
    name: field(es ? 'Nombre' : 'Name'),
    email: field(es ? 'Correo electrónico' : 'E-mail'),
    password: field(es ? 'Contraseña actual' : 'Current password'),
    currency: screen.getByLabelText(es ? 'Moneda' : 'Currency') as HTMLSelectElement,
  };
  return { ...page, fields };
}

const save = () => screen.getByRole('button', { name: 'Save changes' });

describe('profile form: the ProfileUpdateRequest contract checks it in the browser (spec §5)', () => {
  afterEach(cleanup);

  it('starts with the player’s name, e-mail and currency', async () => {
    const { fields } = await renderProfileForm({ ok: true, message: 'saved' });
    expect(fields.name.value).toBe('Ada Lovelace');
    expect(fields.email.value).toBe('ada@example.com');
    expect(fields.password.value).toBe('');
    expect(fields.currency.value).toBe('EUR');
    expect(fieldDescription(fields.password)).toBe(
      'Needed only to change your e-mail address. Your other sessions then end.',
    );
  });

  it('says "Min 8 characters" for a short name and "Invalid e-mail." for a bad address, and does not post', async () => {
    const { user, fields, action } = await renderProfileForm({ ok: true, message: 'saved' });
    await retype(user, fields.name, 'Ada');
    await retype(user, fields.email, 'ada@');
    await user.tab();
    await waitFor(() => expect(fieldDescription(fields.name)).toBe('Min 8 characters'));
    await waitFor(() => expect(fieldDescription(fields.email)).toBe('Invalid e-mail.'));
    expect(fields.name.getAttribute('aria-invalid')).toBe('true');

    await user.click(save());
    expect(action).not.toHaveBeenCalled();
  });

  it('posts the profile and shows the server’s field error, without keeping the password', async () => {
    const { user, fields, posted } = await renderProfileForm({
      ...WRONG_CURRENT_PASSWORD,
      values: { name: 'Ada Lovelace', email: 'ada@casino.test', currency: 'USD' },
    });
    await retype(user, fields.email, 'ada@casino.test');
    await user.type(fields.password, 'wrong-password');
    await user.selectOptions(fields.currency, 'USD');
    await user.click(save());

    await expectWrongPasswordShown(fields.password);
    expect(posted).toEqual([
      {
        intent: 'profile',
        name: 'Ada Lovelace',
        email: 'ada@casino.test',
        current_password: 'wrong-password',
        currency: 'USD',
      },
    ]);
    expect(fields.password.value).toBe('');
    expect(fields.email.value).toBe('ada@casino.test');
    expect(fields.currency.value).toBe('USD');
  });

  it('says the server’s success in the alert', async () => {
    const { user } = await renderProfileForm({ ok: true, message: 'Profile updated' });
    await user.click(save());
    expect(await readAlert()).toBe('Profile updated');
  });

  it('words the browser’s check in the page language (Spanish)', async () => {
    const { user, fields } = await renderProfileForm({ ok: true, message: 'ok' }, 'es');
    await retype(user, fields.email, 'ada@');
    await user.tab();
    await waitFor(() =>
      expect(fieldDescription(fields.email)).toBe('Correo electrónico no válido.'),
    );
  });
});
