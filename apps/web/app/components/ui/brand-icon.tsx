import { clsx } from 'clsx';
import applePay from 'simple-icons/icons/applepay.svg?no-inline';
import bitcoin from 'simple-icons/icons/bitcoin.svg?no-inline';
import bitcoinCash from 'simple-icons/icons/bitcoincash.svg?no-inline';
import bnb from 'simple-icons/icons/bnbchain.svg?no-inline';
import dash from 'simple-icons/icons/dash.svg?no-inline';
import dogecoin from 'simple-icons/icons/dogecoin.svg?no-inline';
import ethereum from 'simple-icons/icons/ethereum.svg?no-inline';
import google from 'simple-icons/icons/google.svg?no-inline';
import googlePay from 'simple-icons/icons/googlepay.svg?no-inline';
import litecoin from 'simple-icons/icons/litecoin.svg?no-inline';
import mastercard from 'simple-icons/icons/mastercard.svg?no-inline';
import monero from 'simple-icons/icons/monero.svg?no-inline';
import revolut from 'simple-icons/icons/revolut.svg?no-inline';
import telegram from 'simple-icons/icons/telegram.svg?no-inline';
import visa from 'simple-icons/icons/visa.svg?no-inline';

/**
 * Brand marks from the simple-icons package, served as static files and painted through a CSS
 * mask, so the JavaScript carries a file name per mark instead of its path data. `hex` is the
 * brand colour simple-icons gives for the mark.
 */
export const BRAND_ICONS = {
  bitcoin: { url: bitcoin, hex: 'F7931A' },
  // Ethereum's own near-black would vanish on our dark ground: its lighter brand blue instead.
  ethereum: { url: ethereum, hex: '627EEA' },
  litecoin: { url: litecoin, hex: 'A6A9AA' },
  dogecoin: { url: dogecoin, hex: 'C2A633' },
  dash: { url: dash, hex: '008DE4' },
  'bitcoin-cash': { url: bitcoinCash, hex: '0AC18E' },
  bnb: { url: bnb, hex: 'F0B90B' },
  monero: { url: monero, hex: 'FF6600' },
  visa: { url: visa, hex: '1A1F71' },
  mastercard: { url: mastercard, hex: 'EB001B' },
  'apple-pay': { url: applePay, hex: '000000' },
  'google-pay': { url: googlePay, hex: '4285F4' },
  revolut: { url: revolut, hex: '191C1F' },
  google: { url: google, hex: '4285F4' },
  telegram: { url: telegram, hex: '26A5E4' },
} as const;

export type BrandIconId = keyof typeof BRAND_ICONS;

/** A brand mark in the current text colour, or in the brand's own colour when `colored`. */
export function BrandIcon({
  id,
  colored = false,
  className,
}: {
  id: BrandIconId;
  colored?: boolean;
  className?: string;
}) {
  const { url, hex } = BRAND_ICONS[id];
  const mask = `url("${url}") center / contain no-repeat`;
  return (
    <span
      aria-hidden
      className={clsx('inline-block shrink-0', !colored && 'bg-current', className)}
      style={{
        mask,
        WebkitMask: mask,
        ...(colored ? { backgroundColor: `#${hex}` } : {}),
      }}
    />
  );
}
