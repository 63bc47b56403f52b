import type { CoinCode } from './coins.deposit-addresses';

/**
 * !!! DEMO KEYS — NEVER USE IN PRODUCTION — FUNDS SENT TO THEM CAN BE STOLEN BY ANYONE !!!
 *
 * Account-level public keys of the world-famous BIP-39 test mnemonic
 *   "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about"
 * (no passphrase). Its private keys are printed in BIP-84 and in countless test suites, and
 * bots sweep its addresses on every chain within seconds. These keys exist only so that a
 * development or demo server shows real-looking, checkable deposit addresses out of the box.
 * A production deployment must configure the operator's own keys; coins.demo-keys.test.ts
 * proves every value below is what the mnemonic derives at the path named beside it.
 *
 * Format per coin: see coins.deposit-addresses.ts (deriveDepositAddress).
 */
export const DEMO_EXTENDED_PUBLIC_KEYS: Record<CoinCode, string> = {
  // m/84'/0'/0' (BIP-84), zpub; the account key printed in BIP-84 itself.
  BTC: 'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs',
  // m/84'/2'/0', zpub version bytes.
  LTC: 'zpub6rPo5mF47z5coVm5rvWv7fv181awb7Vckn5Cf3xQXBVKu18kuBHDhNi1Jrb4br6vVD3ZbrnXemEsWJoR18mZwkUdzwD8TQnHDUCGxqZ6swA',
  // m/44'/3'/0', dgub version bytes (0x02facafd).
  DOGE: 'dgub8rUhDtD3YFGZTUphBfpBbzvFxSMKQXYLzg87Me2ta78r2SdVLmypBUkkxrrn9RTnchsyiJSkHZyLWxD13ibBiXtuFWktBoDaGaZjQUBLNLs',
  // m/44'/145'/0', xpub version bytes.
  BCH: 'xpub6ByHsPNSQXTWZ7PLESMY2FufyYWtLXagSUpMQq7Un96SiThZH2iJB1X7pwviH1WtKVeDP6K8d6xxFzzoaFzF3s8BKCZx8oEDdDkNnp4owAZ',
  // Monero has no BIP-32 account key: "<private view key>:<public spend key>" of the wallet
  // whose private spend key is sc_reduce32(keccak256(BIP-39 seed of the mnemonic)), and whose
  // view key is sc_reduce32(keccak256(private spend key)) as in every Monero wallet. The rule
  // is bip_utils' Monero.FromSeed for seeds that are not 32 bytes long.
  XMR: '4c342623060fdfe1e909390e282e7985971d473ea90bbb8e4f0d4b05a25cd009:159a42a3e82d73587c551dd62cca7f754f3bb704606af83a4b289c4f2ed600fc',
  // m/44'/60'/0', xpub; BNB Smart Chain is EVM and shares Ethereum's path and addresses.
  BNB: 'xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt',
  ETH: 'xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt',
  // m/44'/5'/0', drkp version bytes (0x02fe52cc).
  DASH: 'drkpRzJp5yxNJdtLq7YmV6Bfg7NtjycEopwQtnqre1mPRoie9DPWBfCu23U5gVteaKYiMF3gaFd88RnZUfowGYoBoR4sWk4RApm4jrbSAGgQUdq',
};

/** Whether a key is one of the public demo keys above (whoever set it, however it got there). */
export function isDemoExtendedPublicKey(key: string | null | undefined): boolean {
  return key != null && Object.values(DEMO_EXTENDED_PUBLIC_KEYS).includes(key.trim());
}
