/** The back office's reports in English (issue 17 "Reports", docs/reports.md): `admin:reports`. */
const reports = {
  title: 'Reports',
  navLabel: 'Reports',
  nav: {
    ggr: 'GGR and NGR',
    statement: "Player's statement",
  },
  from: 'From (UTC)',
  to: 'To (UTC)',
  show: 'Show',
  downloadCsv: 'Download CSV',
  total: 'Total',
  figures: {
    bets: 'Bets',
    wins: 'Wins',
    ggr: 'GGR',
    bonusCost: 'Bonus cost',
    ngr: 'NGR',
    rounds: 'Rounds',
  },
  ggr: {
    lead: 'Daily gross and net gaming revenue from the ledger, both dates included (at most 366 days). GGR is bets minus wins; NGR is GGR minus bonus cost.',
    group: 'Per',
    groups: {
      game: 'Game',
      provider: 'Provider',
      currency: 'Currency',
    },
    columns: {
      date: 'Day (UTC)',
      currency: 'Currency',
    },
    empty: 'No play in these days.',
    attribution:
      "Per game and provider the bonus cost is only free spins' wins; bonus credits and cashback belong to no game and show per currency. So GGR adds up to the currency's, NGR does not.",
  },
  statement: {
    lead: "A player's balances at the start, every posted movement with the balances after it, and the balances at the end, per currency. Opening plus the movements is the closing.",
    player: 'Player id',
    playerHint: 'The number on the player’s page.',
    ask: "Enter a player's id to see their statement.",
    playerId: 'player #{{id}}',
    range: '{{from}} to {{to}}',
    currency: 'In {{currency}}',
    opening: 'Opening balance',
    closing: 'Closing balance',
    noMovements: 'No movements in these days.',
    otherPages: 'Its movements in these days are on other pages.',
    showing:
      'Movements {{first}} to {{last}} of {{total}}. Opening and closing are those of the whole range; the balances after each movement count from the opening.',
    csvTooLong:
      'Too many movements for one CSV ({{count}}; at most {{maximum}}): choose a shorter range.',
    noAccounts: 'This player has no accounts yet.',
    accounts: {
      cash: 'Cash',
      bonus: 'Bonus',
    },
    columns: {
      at: 'Posted (UTC)',
      type: 'Movement',
      reference: 'Reference',
      account: 'Account',
      amount: 'Amount',
      cash: 'Cash after',
      bonus: 'Bonus after',
      balance: 'Total after',
    },
  },
};

export type ReportsTexts = typeof reports;

export default reports;
