import { describe, expect, it } from 'vitest';
import {
  composeAuthErrorText,
  getFieldError,
  readFormText,
  selectFormResult,
  type FormResult,
} from './forms';

describe('composeAuthErrorText (spec §8 login and registration alert)', () => {
  it('puts the first e-mail error after the message', () => {
    expect(
      composeAuthErrorText({
        message: 'The given data was invalid.',
        errors: {
          email: ['Invalid e-mail.', 'The email has already been taken.'],
          password: ['Min 8 characters'],
        },
      }),
    ).toBe('The given data was invalid. Invalid e-mail.');
  });

  it('falls back to the first password error when there is no e-mail error', () => {
    expect(
      composeAuthErrorText({
        message: 'The given data was invalid.',
        errors: { name: ['Min 8 characters'], password: ['Required.', 'Min 8 characters'] },
      }),
    ).toBe('The given data was invalid. Required.');
  });

  it('is the message alone without e-mail or password errors (429, name only)', () => {
    expect(
      composeAuthErrorText({ message: 'Too many requests. Please try again in 30 seconds.' }),
    ).toBe('Too many requests. Please try again in 30 seconds.');
    expect(
      composeAuthErrorText({
        message: 'The given data was invalid.',
        errors: { name: ['Min 8 characters'] },
      }),
    ).toBe('The given data was invalid.');
  });

  it('does not repeat a detail that equals the message', () => {
    const text = 'These credentials do not match our records.';
    expect(composeAuthErrorText({ message: text, errors: { email: [text] } })).toBe(text);
  });
});

describe('form result helpers', () => {
  const failure: FormResult = {
    ok: false,
    intent: 'profile',
    message: 'This password reset link is invalid or has expired.',
    fieldErrors: {
      email: ['This password reset link is invalid or has expired.'],
      password: ['Min 8 characters'],
    },
  };

  it('gives the first error of a field, but not one the alert already says', () => {
    expect(getFieldError(failure, 'password')).toBe('Min 8 characters');
    expect(getFieldError(failure, 'email')).toBeUndefined();
    expect(getFieldError(failure, 'name')).toBeUndefined();
    expect(getFieldError({ ok: true, message: 'ok' }, 'email')).toBeUndefined();
    expect(getFieldError(undefined, 'email')).toBeUndefined();
  });

  it('selects the result of one form by intent', () => {
    expect(selectFormResult(failure, 'profile')).toBe(failure);
    expect(selectFormResult(failure, 'resend')).toBeUndefined();
    expect(selectFormResult(undefined, 'profile')).toBeUndefined();
  });

  it('reads text fields and treats files and missing fields as empty', () => {
    const formData = new FormData();
    formData.set('email', ' ada@example.com ');
    formData.set('file', new File(['x'], 'id.png'));
    expect(readFormText(formData, 'email')).toBe(' ada@example.com ');
    expect(readFormText(formData, 'file')).toBe('');
    expect(readFormText(formData, 'missing')).toBe('');
  });
});
