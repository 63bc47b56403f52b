/** The back office's system section in English (issue 17 "System"): `admin:system`. */
const system = {
  title: 'System',
  lead: 'The running casino: the crash games’ settings, the scheduled jobs and the ledger’s check. Operators can do the same from the command line.',
  crash: {
    title: 'Crash games',
    lead: 'A change applies from the next round (each round keeps the edge it was drawn with); bets are checked against it within a second. Every change is in the audit trail.',
    names: {
      crash: 'Crash',
      crashsw: 'Crash Sweep',
      crashbull: 'Crash Bull',
    },
    columns: {
      game: 'Game',
      edge: 'House edge',
      betting: 'Betting window',
      limits: 'Limits per currency',
    },
    edgeValue: '{{percent}}%',
    bettingValue: '{{seconds}} s',
    limit: 'Bets {{min}} to {{max}}, pays at most {{payout}} a round',
    noLimits: 'No limits: takes no bets',
    sideOdds: 'Side bets pay {{bull}}× (bull) and {{bear}}× (bear)',
    edit: 'Edit',
    form: {
      title: 'Settings of {{game}}',
      edge: 'House edge (%)',
      edgeHint: 'A percent from 0 to 49.99, at most two decimals (1 or 1.5).',
      betting: 'Betting window (seconds)',
      bettingHint: 'How long bets are taken before each round starts: 1 to 60 seconds.',
      limitsTitle: 'Limits in {{currency}}',
      limitsHint:
        'In whole units with at most two decimals (0.10). Leave a currency empty to keep its limits.',
      minBet: 'Minimum bet ({{currency}})',
      maxBet: 'Maximum bet ({{currency}})',
      maxPayout: 'Maximum payout per round ({{currency}})',
      save: 'Save the settings',
      close: 'Close',
      saved: 'The settings of {{game}} are saved: they apply from the next round.',
    },
  },
  jobs: {
    title: 'Scheduled jobs',
    lead: 'The nodes that take jobs run them on their schedule. “Run now” queues a run such a node takes within seconds; every job is safe to run again (nothing is paid or removed twice). Each run asked for is in the audit trail.',
    names: {
      'bonus-expiry': 'Bonus expiry',
      'weekly-cashback': 'Weekly cashback',
      housekeeping: 'Housekeeping',
    },
    descriptions: {
      'bonus-expiry': 'Ends bonuses whose time ran out; the bonus money left goes to the house.',
      'weekly-cashback':
        'Pays each player the cashback percent of their VIP level on last week’s net losses.',
      housekeeping:
        'Deletes sessions and mailed links that ended more than a day ago, and week-old bet references.',
    },
    columns: {
      job: 'Job',
      schedule: 'Schedule (UTC)',
      lastRun: 'Last run',
      result: 'Result',
      failures: 'Failures (7 days)',
      waiting: 'Waiting',
      run: 'Run',
    },
    notScheduled: 'Not scheduled yet',
    never: 'Never',
    states: {
      completed: 'Completed',
      failed: 'Failed',
    },
    noResult: '–',
    lastError: 'Last error: {{error}}',
    week: 'Week to pay',
    weekHint: 'Optional: a day of the week to pay. Empty pays last week.',
    runNow: 'Run now',
    queued: '{{job}} is queued: a node that takes jobs runs it within seconds.',
  },
  ledger: {
    title: 'Ledger check',
    lead: 'Checks that every currency’s balances sum to zero, that no player is below zero and that every balance equals its transfers. It only reads: nothing changes and nothing is recorded.',
    run: 'Run the check',
    checked: 'The check ran.',
    ok: 'The ledger is consistent: {{accounts}} accounts checked at {{time}} (UTC).',
    problems_one: '{{count}} problem found at {{time}} (UTC), in {{accounts}} accounts:',
    problems_other: '{{count}} problems found at {{time}} (UTC), in {{accounts}} accounts:',
  },
};

export type SystemTexts = typeof system;

export default system;
