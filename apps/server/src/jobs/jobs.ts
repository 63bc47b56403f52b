import type { Runtime } from '../compose';
import type { JobDefinition } from './scheduler';

/**
 * The casino's scheduled jobs (issue 16 point 5), each idempotent: run twice, or again after
 * being cut off, it changes nothing more than once.
 */
export function casinoJobs(services: Runtime['services']): JobDefinition[] {
  const { bonusesService, usersService } = services;
  return [
    {
      name: 'bonus-expiry',
      cron: '*/5 * * * *',
      description: 'ends bonuses whose time ran out; the bonus money left goes to the house',
      run: async () => ({ ...(await bonusesService.expireDue()) }),
    },
    {
      name: 'housekeeping',
      cron: '17 * * * *',
      description: 'deletes sessions and mailed tokens that ended more than a day ago',
      run: async () => ({ ...(await usersService.purgeEnded()) }),
    },
  ];
}
