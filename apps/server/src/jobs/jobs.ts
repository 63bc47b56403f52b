import type { BonusesService } from '../modules/bonuses/bonuses.service';
import type { UsersService } from '../modules/users/users.service';
import { previousWeekStart, weekStartOf, type VipService } from '../modules/vip/vip.service';
import type { JobDefinition } from './scheduler';

/**
 * The casino's scheduled jobs (issue 16 point 5), each idempotent: run twice, or again after
 * being cut off, it changes nothing more than once.
 */
export function casinoJobs(services: {
  bonusesService: BonusesService;
  usersService: UsersService;
  vipService: VipService;
}): JobDefinition[] {
  const { bonusesService, usersService, vipService } = services;
  return [
    {
      name: 'bonus-expiry',
      cron: '*/5 * * * *',
      description: 'ends bonuses whose time ran out; the bonus money left goes to the house',
      run: async () => ({ ...(await bonusesService.expireDue()) }),
    },
    {
      name: 'weekly-cashback',
      cron: '5 0 * * 1',
      description:
        "pays each player the cashback percent of their VIP level on last week's net losses",
      // `jobs:run weekly-cashback --week YYYY-MM-DD` pays (or completes) that week instead.
      run: async ({ scheduledAt, data }) => ({
        ...(await vipService.payWeeklyCashback(
          data.week ? weekStartOf(data.week) : previousWeekStart(scheduledAt),
        )),
      }),
    },
    {
      name: 'housekeeping',
      cron: '17 * * * *',
      description:
        'deletes sessions and mailed tokens that ended more than a day ago, and week-old bet references',
      run: async () => ({
        ...(await usersService.purgeEnded()),
        bet_references: await vipService.trimWagers(),
      }),
    },
  ];
}
