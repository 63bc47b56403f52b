/**
 * spec §8: a failed read that the page can live without is only logged, and the page shows its
 * empty state (`fallback`). The expired-session redirect, a thrown Response, still wins.
 */
export async function orEmpty<T>(call: Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error(`Loading ${what} failed`, error);
    return fallback;
  }
}
