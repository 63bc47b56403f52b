import type { CoinCode } from '@casino/contracts';

export interface CoinDefinition {
  code: CoinCode;
  name: string;
  network: string;
  decimals: number;
  /** Confirmations before a deposit is credited; operators may change them. */
  confirmations: number;
  /** Brand colour of the coin badge we draw. */
  color: string;
}

/**
 * The supported coins (issue: BTC, LTC, DOGE, BCH, XMR, BNB on BNB Smart Chain, ETH, DASH),
 * in the order the wallet grid shows them. Confirmation counts follow common exchange practice.
 */
export const COINS: CoinDefinition[] = [
  {
    code: 'BTC',
    name: 'Bitcoin',
    network: 'Bitcoin',
    decimals: 8,
    confirmations: 2,
    color: '#f7931a',
  },
  {
    code: 'ETH',
    name: 'Ethereum',
    network: 'Ethereum (ERC-20)',
    decimals: 18,
    confirmations: 12,
    color: '#627eea',
  },
  {
    code: 'LTC',
    name: 'Litecoin',
    network: 'Litecoin',
    decimals: 8,
    confirmations: 6,
    color: '#345d9d',
  },
  {
    code: 'DOGE',
    name: 'Dogecoin',
    network: 'Dogecoin',
    decimals: 8,
    confirmations: 20,
    color: '#c2a633',
  },
  {
    code: 'BCH',
    name: 'Bitcoin Cash',
    network: 'Bitcoin Cash',
    decimals: 8,
    confirmations: 6,
    color: '#0ac18e',
  },
  {
    code: 'XMR',
    name: 'Monero',
    network: 'Monero',
    decimals: 12,
    confirmations: 10,
    color: '#ff6600',
  },
  {
    code: 'BNB',
    name: 'BNB',
    network: 'BNB Smart Chain (BEP-20)',
    decimals: 18,
    confirmations: 15,
    color: '#f3ba2f',
  },
  { code: 'DASH', name: 'Dash', network: 'Dash', decimals: 8, confirmations: 6, color: '#008ce7' },
];

export function coinImagePath(code: string): string {
  return `/api/wallet/coins/${code.toLowerCase()}.svg`;
}

/** A round badge with the coin's code, drawn by us (no third-party artwork). */
export function drawCoinBadge(coin: CoinDefinition): string {
  const label = coin.code.length > 3 ? coin.code.slice(0, 4) : coin.code;
  const size = label.length > 3 ? 15 : 18;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${coin.name}"><circle cx="32" cy="32" r="30" fill="${coin.color}"/><circle cx="32" cy="32" r="24" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2"/><text x="32" y="38" text-anchor="middle" font-family="Inter,Arial,sans-serif" font-weight="700" font-size="${size}" fill="#fff">${label}</text></svg>`;
}
