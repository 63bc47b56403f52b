import { describe, expect, it, vi } from 'vitest';
import { createFormFailure, toFormFailure } from './actions.server';
import { ApiError } from './api';

const request = new Request('http://casino.test/settings/password', {
  method: 'POST',
  headers: { Cookie: 'locale=es' },
});

describe('toFormFailure', () => {
  it('keeps the server message, field errors and status', () => {
    const error = new ApiError(422, {
      message:
        'Error during update your password. Please check if password match correctly and try again',
      code: 'PASSWORD_UPDATE_FAILED',
      errors: { password_confirmation: ['Password not match, please check it to continue'] },
    });
    const result = toFormFailure(error, { request, intent: 'password' });
    expect(result.init?.status).toBe(422);
    expect(result.data).toEqual({
      ok: false,
      intent: 'password',
      message:
        'Error during update your password. Please check if password match correctly and try again',
      fieldErrors: {
        password_confirmation: ['Password not match, please check it to continue'],
      },
      values: undefined,
      status: 422,
    });
  });

  it('lets a composer build the alert text', () => {
    const error = new ApiError(429, { message: 'Too many requests.', code: 'RATE_LIMITED' });
    const result = toFormFailure(error, { request, composeMessage: () => 'composed' });
    expect(result.data.message).toBe('composed');
    expect(result.init?.status).toBe(429);
  });

  it('rethrows redirects (the expired session)', () => {
    const redirect = new Response(null, { status: 302, headers: { Location: '/login' } });
    expect(() => toFormFailure(redirect, { request })).toThrow(Response);
  });

  it('answers anything else with the generic text in the visitor language', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = toFormFailure(new TypeError('fetch failed'), { request });
    expect(result.init?.status).toBe(500);
    expect(result.data.message).toBe('Algo salió mal');
    // spec §8: the form shows it as the error alert dialog (status 500 or above).
    expect(result.data.status).toBe(500);
    log.mockRestore();
  });
});

describe('createFormFailure', () => {
  it('answers 422 with the field errors', () => {
    const result = createFormFailure({ file: ['File is Required.'] }, { values: { a: 'b' } });
    expect(result.init?.status).toBe(422);
    expect(result.data.fieldErrors).toEqual({ file: ['File is Required.'] });
    expect(result.data.values).toEqual({ a: 'b' });
  });
});
