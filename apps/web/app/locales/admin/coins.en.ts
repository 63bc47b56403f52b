/** The back office's coins section in English (issue 17 "Coins"): `admin:coins`. */
const coins = {
  title: 'Coins',
  lead: 'The coins players deposit and withdraw, the keys their deposit addresses come from, and the prices every amount is converted with.',
  edit: 'Edit',
  columns: {
    coin: 'Coin and network',
    withdrawals: 'Withdrawals',
    confirmations: 'Confirmations',
    key: 'Extended public key',
  },
  withdrawalsOn: 'Allowed',
  withdrawalsOff: 'Off',
  noKey: 'No key: deposits off',
  demoKey: 'Public demo key — deposits to it are not yours',
  demoKeysText:
    'These coins give out addresses of a key published with the software ({{coins}}): anyone can spend what is sent to them. Set your own extended public key before taking real deposits.',
  form: {
    title: '{{name}} ({{code}})',
    name: 'Name',
    confirmations: 'Confirmations',
    confirmationsHint: 'How many blocks a deposit waits for before it is credited (0 to 1000).',
    allowWithdrawals: 'Players may withdraw this coin',
    key: 'Extended public key',
    keyHint:
      'The account-level public key deposit addresses derive from (XMR: viewKey:spendPublicKey). Empty turns deposits off. Never a private key.',
    demoKeyText:
      'The key below is public: whoever read the README can spend every deposit to its addresses. Replace it with a key of your own wallet.',
    save: 'Save the coin',
    close: 'Close',
    saved: 'The coin is saved.',
  },
  rates: {
    title: 'Prices',
    health: {
      live: 'Live',
      stale: 'Live, but stale',
      offline: 'Offline table',
      pinned: 'Pinned',
      mixed: 'Mixed sources',
      failing: 'No prices',
    },
    explain: {
      live: 'Prices come from the price API and are fresh (at most {{maxAge}} old).',
      stale:
        'Prices come from the price API but are older than {{maxAge}}: it has not answered since.',
      offline:
        'Prices come from the built-in reference table, not the market: fine for a demo, wrong for real money.',
      pinned: 'Every price is pinned by an operator and does not follow the market.',
      mixed:
        'Not every price comes from the same place: some are live, pinned or from the offline table.',
      failing:
        'The prices cannot be read: deposits and withdrawals that need a price are refused until the price API answers.',
    },
    source: 'Source now',
    sources: {
      live: 'Price API',
      offline: 'Offline table',
      pinned: 'Pinned',
      mixed: 'Mixed',
    },
    observedAt: 'Oldest price observed (UTC)',
    ago: '{{age}} ago',
    lastFailure: 'Last failure of the price API',
    noFailure: 'None since it last answered',
    priceApi: 'Price API',
    configured: 'Configured',
    notConfigured: 'Not configured',
    mode: 'Mode',
    liveMode: 'Live: refuses prices older than {{maxAge}}',
    demoMode: 'Demo: falls back to the offline table',
    age: {
      seconds_one: '{{count}} second',
      seconds_other: '{{count}} seconds',
      minutes_one: '{{count}} minute',
      minutes_other: '{{count}} minutes',
      hours_one: '{{count}} hour',
      hours_other: '{{count}} hours',
      days_one: '{{count}} day',
      days_other: '{{count}} days',
    },
  },
};

export type CoinsTexts = typeof coins;

export default coins;
