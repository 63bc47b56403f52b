import { clsx } from 'clsx';
import { BrandIcon, BRAND_ICONS } from './brand-icon';
import type { PaymentIconId } from '../../lib/payments';

type PaymentIconProps = {
  id: PaymentIconId;
  label: string;
  /** Brand colour instead of the muted footer tone. */
  colored?: boolean;
  className?: string;
};

/** A brand mark when simple-icons has one, a neat text badge otherwise. */
export function PaymentIcon({ id, label, colored = false, className }: PaymentIconProps) {
  if (!(id in BRAND_ICONS)) {
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
  return <BrandIcon id={id} colored={colored} {...(className ? { className } : {})} />;
}
