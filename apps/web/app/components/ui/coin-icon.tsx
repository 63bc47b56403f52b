import type { EntityWallet } from '@casino/contracts';
import { clsx } from 'clsx';
import { useState } from 'react';

/** A coin's image (coin_image), or its short code in a disc when the image fails to load. */
export function CoinIcon({
  wallet,
  className,
}: {
  wallet: Pick<EntityWallet, 'coin_image' | 'short_code'>;
  className?: string;
}) {
  const [isBroken, setBroken] = useState(!wallet.coin_image);
  return (
    <span
      className={clsx(
        'relative grid shrink-0 place-items-center overflow-hidden rounded-full bg-white/5 text-[0.6rem] font-bold text-mist-200 ring-1 ring-white/10',
        className,
      )}
    >
      {isBroken ? (
        <span aria-hidden>{wallet.short_code}</span>
      ) : (
        <img
          src={wallet.coin_image}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-contain"
          onError={() => setBroken(true)}
        />
      )}
    </span>
  );
}
