import { ApiError } from '../../lib/api';

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
