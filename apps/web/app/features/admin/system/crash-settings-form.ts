import { CURRENCIES, type CrashSettingsChangeBody } from '@casino/contracts';
import { readFormText } from '../../../lib/forms';

/** A currency's three limits, in the order the form shows them. */
export const LIMIT_FIELDS = ['min_bet', 'max_bet', 'max_payout'] as const;
export type LimitField = (typeof LIMIT_FIELDS)[number];

/** A limit's field in the form, named as the API names its errors ("limits.USD.min_bet"). */
export const limitFieldName = (currency: string, field: LimitField) =>
  `limits.${currency}.${field}`;

export type ReadCrashSettingsForm = {
  game: string;
  body: CrashSettingsChangeBody;
  /** What was typed, refilled after a refusal. */
  values: Record<string, string>;
};

/**
 * A crash game's form as PATCH /api/admin/originals/:game/settings takes it: the texts as typed
 * (the API reads the percent, the seconds and the amounts, and answers its errors on these
 * fields). A currency whose three limits are left empty is not sent: it keeps its limits.
 */
export function readCrashSettingsForm(formData: FormData): ReadCrashSettingsForm {
  const read = (name: string) => readFormText(formData, name).trim();
  const values: Record<string, string> = {
    house_edge: read('house_edge'),
    betting_seconds: read('betting_seconds'),
  };
  const limits: NonNullable<CrashSettingsChangeBody['limits']> = {};
  for (const currency of CURRENCIES) {
    const [min_bet, max_bet, max_payout] = LIMIT_FIELDS.map((field) => {
      const name = limitFieldName(currency, field);
      values[name] = read(name);
      return values[name];
    }) as [string, string, string];
    if (min_bet || max_bet || max_payout) limits[currency] = { min_bet, max_bet, max_payout };
  }
  return {
    game: read('game'),
    body: {
      house_edge: values.house_edge,
      betting_seconds: values.betting_seconds,
      ...(Object.keys(limits).length > 0 ? { limits } : {}),
    },
    values,
  };
}
