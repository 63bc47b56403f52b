import type { ComponentProps } from 'react';
import { TextField } from './form-field';

/**
 * An authenticator code (RFC 6238: six digits): the numeric keypad, and the code the phone just
 * received offered above it. Taken as typed: the server judges it, and a recovery code where
 * the call takes one.
 */
export function OneTimeCodeField(props: Omit<ComponentProps<typeof TextField>, 'type'>) {
  return (
    <TextField
      autoComplete="one-time-code"
      inputMode="numeric"
      autoCapitalize="none"
      spellCheck={false}
      required
      {...props}
    />
  );
}
