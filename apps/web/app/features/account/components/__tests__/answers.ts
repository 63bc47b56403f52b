import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { FormFailure } from '../../../../lib/forms';
import { fieldDescription } from '../../../../lib/testing/field-description';

/** The API's 422 to a settings form whose current password is wrong (profile, password). */
export const WRONG_CURRENT_PASSWORD: FormFailure = {
  ok: false,
  message: 'The given data was invalid.',
  fieldErrors: { current_password: ['The current password is incorrect.'] },
};

/** The form shows WRONG_CURRENT_PASSWORD: its text under the field, its message in the alert. */
export async function expectWrongPasswordShown(currentPassword: HTMLElement) {
  await waitFor(() =>
    expect(fieldDescription(currentPassword)).toBe('The current password is incorrect.'),
  );
  expect(screen.getByTestId('auth-alert').textContent).toBe('The given data was invalid.');
}
