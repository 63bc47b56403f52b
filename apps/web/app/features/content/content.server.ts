import { ApiError } from '../../lib/api';

/** spec §8: a failed list call is only logged; the page shows its empty state. */
export async function orEmpty<T>(call: Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    // The session-expired redirect still wins.
    if (error instanceof Response) throw error;
    console.error(`Loading ${what} failed`, error);
    return fallback;
  }
}

/** spec §2: an unknown post or page answers the 404 page; other failures stay errors. */
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw new Response('Not Found', { status: 404 });
    }
    throw error;
  }
}
