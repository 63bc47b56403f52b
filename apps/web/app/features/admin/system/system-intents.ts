/** The intents of the system page's forms (one action answers them all). */
export const SYSTEM_INTENTS = {
  crash: 'crash-settings',
  job: 'run-job',
  ledger: 'check-ledger',
} as const;
