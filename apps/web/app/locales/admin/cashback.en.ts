/** The back office's cashback section in English (issue 17 "Cashback"): `admin:cashback`. */
const cashback = {
  title: 'Cashback',
  lead: "The weekly cashback's terms: the share of last week's net losses each player gets back, and whether it is paid as cash or as a bonus to claim.",
  percent: '{{value}} %',
  paidAs: {
    cash: 'Cash',
    bonus: 'A bonus the player claims',
  },
  terms: {
    title: 'The terms now',
    base: 'Base percent',
    max: 'Maximum percent',
    paidAs: 'Paid as',
    wagering: 'Wagering multiple (as a bonus)',
    wageringValue: '{{count}}×',
    days: 'Days to claim (as a bonus)',
    daysValue_one: '{{count}} day',
    daysValue_other: '{{count}} days',
    lastChange: 'Last changed',
    never: 'No change is recorded in the audit trail.',
    changedBy: '{{when}} by {{name}}',
    changedByOperator: '{{when}} by an operator (CLI)',
    audit: 'See every change in the audit trail',
  },
  form: {
    title: 'Change the terms',
    base: 'Base percent',
    baseHint: "Every player's share of last week's net losses, in whole percent (0 to 100).",
    max: 'Maximum percent',
    maxHint:
      "The most any player gets, their VIP level's extra included (0 to 100); not below the base.",
    paidAs: 'Paid as',
    paidAsHint:
      'Cash lands in the balance at once; a bonus waits in the player’s bonuses to be claimed.',
    wagering: 'Wagering multiple',
    wageringHint:
      'As a bonus: how many times the player wagers it before the rest is cash (0 to 200; 0 makes it cash once claimed).',
    days: 'Days to claim',
    daysHint: 'As a bonus: the days the player has to claim it (1 to 365).',
    save: 'Save the terms',
    saved: 'The cashback terms are saved: the next weekly run pays by them.',
    unchanged: 'Nothing was changed: the terms stay as they are.',
  },
  schedule: {
    title: 'When cashback is paid',
    when: 'Every Monday at 00:05 UTC, for the week before: Monday 00:00 to Monday 00:00, UTC.',
    loss: "Each player's net loss of real money in games that week, read from the ledger: what they staked from their cash, less what games paid to their cash. Stakes of bonus money do not count, and a player with net wins gets nothing.",
    percent:
      "The percent is the base plus the extra of the player's VIP level, at most the maximum; the amount is rounded down.",
    once: 'Each player is paid once per week and currency, however often the job runs: a run cut off and run again pays nobody twice.',
    form: 'As cash, it is in the player’s balance at once. As a bonus, it waits in their bonuses for the days to claim, and is then wagered the multiple set, like any bonus.',
    changes:
      'A change applies from the next run. Switch between cash and bonus between runs, not during one.',
  },
  job: {
    title: 'The last run',
    never: 'No run in the last 7 days.',
    state: 'State',
    states: {
      completed: 'Completed',
      failed: 'Failed',
      cancelled: 'Cancelled',
      active: 'Running',
      retry: 'Waiting for a retry',
      created: 'Queued',
    },
    finishedAt: 'Finished (UTC)',
    week: 'Week paid',
    paid: 'Players paid',
    paidValue: '{{paid}} of {{players}} with a net loss',
    failures_one: '{{count}} failed run in the last 7 days: {{error}}',
    failures_other: '{{count}} failed runs in the last 7 days: {{error}}',
  },
};

export type CashbackTexts = typeof cashback;

export default cashback;
