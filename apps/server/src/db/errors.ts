/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

/** Whether a failed statement broke a unique index (under Drizzle's wrapper or not). */
export function isUniqueViolation(error: unknown): boolean {
  let current = error as { code?: string; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (current.code === UNIQUE_VIOLATION) return true;
    current = current.cause as typeof current;
  }
  return false;
}
