import { can, type Permission } from '@casino/contracts';
import { data } from 'react-router';
import { createFormFailure, toFormFailure } from '../../../lib/actions.server';
import { ApiError } from '../../../lib/api';
import { createAccountApi } from '../../../lib/api.server';
import { readFormText, type FormFailure, type FormSuccess } from '../../../lib/forms';
import { requirePermission, type StaffUser } from '../../../lib/guards.server';
import { getServerMessages } from '../../../lib/messages.server';
import type { ServerArgs } from '../../../lib/request-memo.server';
import { getAdminTexts } from '../admin-texts.server';
import { toRouteError, type RefusalData } from '../route-error.server';
import { getCoins } from '../coins/api/get-coins';
import { addPlayerNote } from './api/add-player-note';
import { blockPlayer } from './api/block-player';
import { getPlayer } from './api/get-player';
import { getPlayerLedger, type LedgerPage } from './api/get-player-ledger';
import { requestCashout } from './api/request-cashout';
import { reviewDocument } from './api/review-document';
import { unblockPlayer } from './api/unblock-player';
import { LEDGER_PER_PAGE, readLedgerFilters, readPage, readPlayerTab } from './player-query';

type PageArgs = ServerArgs & { params: { id?: string } };

/** A player id as the API takes it; anything else is a player that does not exist. */
function readPlayerId({ request, params }: PageArgs): string {
  const id = params.id ?? '';
  if (/^[1-9]\d{0,8}$/.test(id)) return id;
  const message = getServerMessages(request).errors.PLAYER_NOT_FOUND;
  const refusal: RefusalData = { message, code: 'PLAYER_NOT_FOUND' };
  throw data(refusal, { status: 404 });
}

/**
 * The player page: GET /api/admin/players/:id, and on the ledger tab one page of the ledger
 * with the address's filters. Filters the API refuses (422: a date or type it cannot read) come
 * back as the filter form's failure, in the staff member's language, over an empty ledger.
 */
export async function loadPlayerPage(args: PageArgs, staff: StaffUser) {
  const id = readPlayerId(args);
  const params = new URL(args.request.url).searchParams;
  const tab = readPlayerTab(params.get('tab'));
  const filters = readLedgerFilters(params);
  const page = readPage(params.get('page'));
  const api = createAccountApi(args);
  const init = { signal: args.request.signal };
  const readLedger = async () => {
    try {
      const ledger = await getPlayerLedger(
        api,
        id,
        { filters, page, per_page: LEDGER_PER_PAGE },
        init,
      );
      return { ...ledger, failure: null };
    } catch (error) {
      if (error instanceof ApiError && (error.status === 400 || error.status === 422)) {
        const failure: FormFailure = {
          ok: false,
          message: error.body.message,
          fieldErrors: error.body.errors ?? {},
          status: error.status,
        };
        const empty: LedgerPage = { entries: [], total: 0 };
        return { ...empty, failure };
      }
      throw error;
    }
  };
  const canPayOut = can(staff.role, 'withdrawals.decide');
  try {
    const [detail, ledger] = await Promise.all([
      getPlayer(api, id, init),
      tab === 'ledger' ? readLedger() : null,
    ]);
    const { player } = detail;
    const payable = canPayOut && player.role === 'player' && player.blocked_at !== null;
    return {
      detail,
      tab,
      ledger: ledger && { filters, page, ...ledger },
      // Sessions are told expired against the moment the page was read (server and browser agree).
      now: new Date().toISOString(),
      canManage: can(staff.role, 'players.manage'),
      canReview: can(staff.role, 'documents.review'),
      // A blocked player's cash is paid out by staff (issue 17): the coins it may go in, and
      // one idempotency key per rendered form (a double submit queues one withdrawal).
      cashout: payable
        ? {
            coins: (await getCoins(api, init)).coins
              .filter((coin) => coin.allow_withdrawals === 1)
              .map(({ id: coinId, name, short_code }) => ({ id: coinId, name, short_code })),
            key: crypto.randomUUID(),
          }
        : null,
    };
  } catch (error) {
    throw toRouteError(error);
  }
}

const DOCUMENT_INTENT = /^(approve|reject)-document:([1-9]\d{0,8})$/;

/** What each form of the page needs the role to hold (the API checks the same). */
function readPermission(intent: string): Permission {
  if (intent === 'block' || intent === 'unblock') return 'players.manage';
  if (DOCUMENT_INTENT.test(intent)) return 'documents.review';
  if (intent === 'cashout') return 'withdrawals.decide';
  return 'players.view';
}

/**
 * The player page's forms: block `{reason}`, unblock, a note `{body}`, a document's approval
 * or rejection `{status, reason}`, and a blocked player's cash-out `{coin, address, amount,
 * reason}`. Refusals come back in the API's words, under the form that was sent (its
 * `intent`).
 */
export async function runPlayerAction(args: PageArgs) {
  const formData = await args.request.formData();
  const intent = readFormText(formData, 'intent');
  await requirePermission(args, readPermission(intent));
  const id = readPlayerId(args);
  const api = createAccountApi(args);
  const { request } = args;
  const texts = getAdminTexts(request).players;
  const succeed = (message: string): FormSuccess => ({ ok: true, intent, message });
  if (intent === 'block') {
    const reason = readFormText(formData, 'reason').trim();
    try {
      await blockPlayer(api, id, { reason });
      return succeed(texts.access.blockedDone);
    } catch (error) {
      return toFormFailure(error, { request, intent, values: { reason } });
    }
  }
  if (intent === 'unblock') {
    try {
      await unblockPlayer(api, id);
      return succeed(texts.access.unblockedDone);
    } catch (error) {
      return toFormFailure(error, { request, intent });
    }
  }
  if (intent === 'note') {
    const body = readFormText(formData, 'body').trim();
    try {
      await addPlayerNote(api, id, { body });
      return succeed(texts.notes.saved);
    } catch (error) {
      return toFormFailure(error, { request, intent, values: { body } });
    }
  }
  if (intent === 'cashout') {
    const values = {
      entity_wallet_id: readFormText(formData, 'entity_wallet_id'),
      wallet_address: readFormText(formData, 'wallet_address').trim(),
      amount: readFormText(formData, 'amount').trim(),
      reason: readFormText(formData, 'reason').trim(),
    };
    try {
      const withdrawal = await requestCashout(
        api,
        id,
        { ...values, entity_wallet_id: Number(values.entity_wallet_id) },
        readFormText(formData, 'idempotency_key') || crypto.randomUUID(),
      );
      return { ...succeed(texts.cashout.done), withdrawal: withdrawal.uuid };
    } catch (error) {
      return toFormFailure(error, { request, intent, values });
    }
  }
  const document = DOCUMENT_INTENT.exec(intent);
  if (document) {
    const [, decision, documentId] = document;
    const reason = readFormText(formData, 'reason').trim();
    if (decision === 'reject') {
      const refusal = checkRejectReason(request, reason);
      if (refusal) return createFormFailure({ reason: [refusal] }, { intent, values: { reason } });
    }
    try {
      await reviewDocument(
        api,
        Number(documentId),
        decision === 'reject' ? { status: 'rejected', reason } : { status: 'approved' },
      );
      return succeed(decision === 'reject' ? texts.documents.rejected : texts.documents.approved);
    } catch (error) {
      return toFormFailure(error, { request, intent, values: { reason } });
    }
  }
  const message = getServerMessages(request).errors.VALIDATION_FAILED;
  return createFormFailure({}, { message, intent });
}

/**
 * The API takes a rejection without a reason; the console does not, as the player reads it
 * (the same 3 to 500 characters as the form's schema, for a post sent before it loaded).
 */
function checkRejectReason(request: Request, reason: string): string | null {
  const { validation } = getServerMessages(request);
  if (!reason) return validation.required;
  if (reason.length < 3) return validation.min_chars.replace('{{minimum}}', '3');
  return null;
}
