/**
 * spec §2 deposit step 2: "an optional bonus banner". spec §5: it lists only bonuses not yet
 * active, not expired and keyed DEPOSIT_BONUS_CASH. The bonus feature fills this slot; until
 * then it shows nothing.
 */
export function DepositBonusBanner(_props: { coin: string }) {
  return null;
}
