import { count, minorUnits, okAnswer } from './common';
import { vipLevelSchema } from './content';
import { z } from './validation';

/**
 * A player's VIP standing (issue 16, GET /api/user/vip): what they have wagered in all (minor
 * units of their currency), their level (null below the first) and the next one, the percent of
 * the way to it (100 at the top), and the weekly cashback percent they get now.
 */
export const vipStatusSchema = z
  .object({
    wagered: minorUnits,
    level: vipLevelSchema.nullable(),
    next: vipLevelSchema.nullable(),
    progress: count,
    cashback_percent: count,
  })
  .meta({ id: 'VipStatus' });
export type VipStatus = z.infer<typeof vipStatusSchema>;
export const vipStatusResponseSchema = okAnswer({ vip: vipStatusSchema }).meta({
  id: 'VipStatusAnswer',
});
export type VipStatusResponse = z.infer<typeof vipStatusResponseSchema>;
