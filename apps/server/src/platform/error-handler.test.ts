import { describe, expect, it } from 'vitest';
import { toAppError, toErrorResponse } from './error-handler';
import { AppError } from './errors';

describe('error mapping', () => {
  it('maps codes to statuses', () => {
    expect(new AppError('VALIDATION_FAILED').status).toBe(422);
    expect(new AppError('UNAUTHENTICATED').status).toBe(401);
    expect(new AppError('RATE_LIMITED').status).toBe(429);
    expect(new AppError('ROUTE_NOT_FOUND').status).toBe(404);
  });

  it('translates messages and field errors into each locale', () => {
    const error = AppError.validation({
      password: [{ key: 'min_chars', params: { minimum: 8 } }],
      password_confirmation: [{ key: 'password_match' }],
      email: [{ key: 'required' }],
    });
    expect(toErrorResponse(error, 'en')).toEqual({
      message: 'The given data was invalid.',
      code: 'VALIDATION_FAILED',
      errors: {
        password: ['Min 8 characters'],
        password_confirmation: ['Password must match'],
        email: ['Required.'],
      },
    });
    const zh = toErrorResponse(error, 'zh-CN');
    expect(zh.message).toBe('提交的数据无效。');
    expect(zh.errors?.password).toEqual(['最少 8 个字符']);
    const es = toErrorResponse(error, 'es');
    expect(es.errors?.password_confirmation).toEqual(['Las contraseñas deben coincidir']);
    expect(es.errors?.email).toEqual(['Obligatorio.']);
  });

  it('fills placeholders such as retryAfter', () => {
    const body = toErrorResponse(
      new AppError('RATE_LIMITED', { params: { retryAfter: 42 } }),
      'en',
    );
    expect(body.message).toBe('Too many requests. Please try again in 42 seconds.');
  });

  it('hides the details of unexpected errors', () => {
    const error = toAppError(new Error('database password is hunter2'));
    expect(error.code).toBe('INTERNAL');
    expect(toErrorResponse(error, 'en')).toEqual({
      message: 'Something went wrong',
      code: 'INTERNAL',
    });
    expect(toErrorResponse(error, 'es').message).toBe('Algo salió mal');
  });

  it('turns Fastify body errors into client errors with a body field', () => {
    const tooLarge = toAppError(
      Object.assign(new Error('x'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 }),
    );
    expect(tooLarge.status).toBe(413);
    expect(toErrorResponse(tooLarge, 'en').errors).toEqual({
      body: ['The request body is too large.'],
    });
    const badJson = toAppError(
      Object.assign(new SyntaxError('Unexpected token'), { statusCode: 400 }),
    );
    expect(badJson.code).toBe('MALFORMED_JSON');
  });
});
