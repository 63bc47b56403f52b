import { clsx } from 'clsx';
import {
  siApplepay,
  siBitcoin,
  siBitcoincash,
  siBnbchain,
  siCardano,
  siDash,
  siDogecoin,
  siEthereum,
  siGooglepay,
  siLitecoin,
  siMastercard,
  siMonero,
  siRevolut,
  siVisa,
  type SimpleIcon,
} from 'simple-icons';
import type { PaymentIconId } from '../../lib/payments';

// Brand paths come from the simple-icons package (bundled, never fetched at run time).
const BRAND_ICONS: Partial<Record<PaymentIconId, SimpleIcon>> = {
  bitcoin: siBitcoin,
  ethereum: siEthereum,
  litecoin: siLitecoin,
  dogecoin: siDogecoin,
  dash: siDash,
  'bitcoin-cash': siBitcoincash,
  bnb: siBnbchain,
  cardano: siCardano,
  monero: siMonero,
  visa: siVisa,
  mastercard: siMastercard,
  'apple-pay': siApplepay,
  'google-pay': siGooglepay,
  revolut: siRevolut,
};

type PaymentIconProps = {
  id: PaymentIconId;
  label: string;
  /** Brand colour instead of the muted footer tone. */
  colored?: boolean;
  className?: string;
};

/** A brand mark when simple-icons has one, a neat text badge otherwise. */
export function PaymentIcon({ id, label, colored = false, className }: PaymentIconProps) {
  const icon = BRAND_ICONS[id];
  if (!icon) {
    return (
      <span
        className={clsx(
          'inline-grid place-items-center rounded px-1 text-[0.6rem] font-bold tracking-wide uppercase',
          className,
        )}
        aria-hidden
      >
        {label}
      </span>
    );
  }
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden
      className={clsx('shrink-0', className)}
      fill={colored ? `#${icon.hex}` : 'currentColor'}
    >
      <path d={icon.path} />
    </svg>
  );
}
