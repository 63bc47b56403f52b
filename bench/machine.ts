import { readFileSync } from 'node:fs';

/**
 * The machine's busy and total CPU time so far, in clock ticks over every core and process
 * (/proc/stat's first line; idle and iowait are not busy). Two readings give the share of the
 * machine in use meanwhile, whoever used it.
 */
export function machineTicks(): { busy: number; total: number } {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .split(/\s+/)
    .slice(1)
    .map(Number)
    .filter(Number.isFinite);
  const total = fields.reduce((sum, v) => sum + v, 0);
  return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total };
}
