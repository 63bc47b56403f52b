import type { EntityWalletUpdate } from '@casino/contracts';
import { readFormText } from '../../../lib/forms';

/** The key field's name, and the hidden field with the key the form showed. */
export const KEY_FIELD = 'extended_public_key';
export const SHOWN_KEY_FIELD = 'extended_public_key_shown';

export type ReadCoinForm =
  | { body: EntityWalletUpdate; values: Record<string, string> }
  | { invalid: 'confirmations'; values: Record<string, string> };

/**
 * A coin's form as PATCH /api/admin/wallets/:id takes it: the name, the withdrawals switch (a
 * checkbox: left out means off), the confirmations, and the extended public key only when the
 * staff member changed it. An unchanged key is not sent again: the API would check it anew, and
 * in live mode refuse a demo key that is already there, so renaming a coin would fail; a key
 * emptied is `null` (deposits stop until a new one is set).
 */
export function readCoinForm(formData: FormData): ReadCoinForm {
  const name = readFormText(formData, 'name').trim();
  const confirmations = readFormText(formData, 'confirmations').trim();
  const key = readFormText(formData, KEY_FIELD).trim();
  const shownKey = readFormText(formData, SHOWN_KEY_FIELD).trim();
  const isAllowed = readFormText(formData, 'allow_withdrawals') === '1';
  const values = { name, confirmations, [KEY_FIELD]: key };
  if (!/^\d{1,4}$/.test(confirmations)) return { invalid: 'confirmations', values };
  return {
    body: {
      name,
      allow_withdrawals: isAllowed ? 1 : 0,
      confirmations: Number(confirmations),
      ...(key === shownKey ? {} : { extended_public_key: key === '' ? null : key }),
    },
    values,
  };
}
