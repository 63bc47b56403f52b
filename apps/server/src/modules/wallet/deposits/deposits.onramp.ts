/** spec §2 Buy Crypto: the widget opens on BTC bought with EUR. */
export const ONRAMP_DEFAULTS = { defaultCrypto: 'BTC', defaultFiat: 'EUR' } as const;

/**
 * The Buy Crypto widget's address (spec §2: default BTC/EUR, restricted to two gateways), from
 * the operator's ONRAMP_WIDGET_URL and ONRAMP_GATEWAYS with Onramper's documented query
 * parameters (`defaultCrypto`, `defaultFiat`, `onlyOnramps`). A parameter the operator wrote
 * into the URL is kept: it is their deliberate choice.
 */
export function onrampWidgetUrl(base: string, gateways: readonly [string, string]): string {
  const url = new URL(base);
  const wanted: Record<string, string> = { ...ONRAMP_DEFAULTS, onlyOnramps: gateways.join(',') };
  for (const [name, value] of Object.entries(wanted)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return url.toString();
}
