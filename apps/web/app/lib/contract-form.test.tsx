// @vitest-environment happy-dom
import { getFormProps } from '@conform-to/react';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { Form, useActionData } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ZodObject, ZodString } from 'zod';
import { TextField } from '../components/ui/form-field';
import { fieldProps, toSubmissionResult, useContractForm } from './contract-form';
import type { FormResult } from './forms';
import { renderRoutes } from './testing/render-route';

/** A loader that never settles: the page before the schema's chunk has arrived. */
const neverLoads = () => new Promise<ZodObject<{ name: ZodString }>>(() => {});

function SlowSchemaForm() {
  const [form, fields] = useContractForm({
    schema: neverLoads,
    result: useActionData<FormResult>(),
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <TextField label="Name" {...fieldProps(fields.name)} />
      <button type="submit">Save</button>
    </Form>
  );
}

describe('useContractForm before its schema has loaded (decision 026)', () => {
  afterEach(cleanup);

  it('does not post on a field check, and posts once on submit for the server to check', async () => {
    const action = vi.fn(async ({ request }: { request: Request }) => {
      const body = Object.fromEntries(await request.formData());
      return { ok: false, message: 'The given data was invalid.', fieldErrors: {}, body };
    });
    const { user } = renderRoutes([{ path: '/form', Component: SlowSchemaForm, action }]);
    const name = screen.getByLabelText('Name');
    await user.type(name, 'Ada');
    await user.tab();
    await user.type(name, ' Lovelace');
    expect(action).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    const posted = await action.mock.results[0]?.value;
    expect(posted.body).toEqual({ name: 'Ada Lovelace' });
  });
});

describe('toSubmissionResult: an action answer as Conform’s last result', () => {
  it('puts field texts under their fields, leaving out the one the alert says', () => {
    expect(
      toSubmissionResult({
        ok: false,
        message: 'This password reset link is invalid or has expired.',
        fieldErrors: {
          email: ['This password reset link is invalid or has expired.'],
          password: ['Min 8 characters'],
        },
        values: { email: 'ada@example.com' },
      }),
    ).toEqual({
      status: 'error',
      initialValue: { email: 'ada@example.com' },
      error: { password: ['Min 8 characters'] },
      state: { validated: { password: true } },
    });
  });

  it('empties the form after a success only when asked', () => {
    const saved = { ok: true as const, message: 'account password updated' };
    expect(toSubmissionResult(saved)).toBeUndefined();
    expect(toSubmissionResult(saved, { resetOnSuccess: true })).toEqual({
      status: 'success',
      initialValue: null,
    });
    expect(toSubmissionResult(undefined)).toBeUndefined();
  });
});
