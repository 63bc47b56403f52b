import { BonusSection } from './bonus-section';
import { CryptoSection } from './crypto-section';
import { VipSection } from './vip-section';

/** spec §2 "/": the bonus, VIP and crypto sections under the lobby blocks. */
export function LandingOffers({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <>
      <BonusSection />
      <VipSection />
      <CryptoSection isSignedIn={isSignedIn} />
    </>
  );
}
