import { can, type StaffRole } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';
import { createAccountApi } from '../../../lib/api.server';
import { requirePermission } from '../../../lib/guards.server';
import type { ServerArgs } from '../../../lib/request-memo.server';
import { toRouteError } from '../route-error.server';
import { readNotice } from './content-actions.server';
import { readListAddress, type FilteredList } from './content-addresses';

/** What every content list shows above its items: a deletion's notice, the broadcast's tab. */
export function readListFrame(url: string, staff: { role: StaffRole }) {
  return { notice: readNotice(url), canBroadcast: can(staff.role, 'notifications.broadcast') };
}

/**
 * The loader of a filtered content list (posts, pages): `content.manage`, then the page of
 * items of the filter the address asks for (`load` is its API call; `chosen` is none for every
 * item), with the list's frame.
 */
export async function loadFilteredList<Choice extends string, Items>(
  args: ServerArgs,
  list: FilteredList<Choice>,
  load: (
    api: ApiClient,
    query: { chosen: Choice | undefined; page: number; per_page: number },
    init: ApiRequestInit,
  ) => Promise<Items>,
) {
  const staff = await requirePermission(args, 'content.manage');
  const { filter, page } = readListAddress(list, args.request.url);
  const chosen = filter === 'all' ? undefined : filter;
  try {
    const items = await load(
      createAccountApi(args),
      { chosen, page, per_page: list.perPage },
      { signal: args.request.signal },
    );
    return { filter, page, list: items, ...readListFrame(args.request.url, staff) };
  } catch (error) {
    throw toRouteError(error);
  }
}
