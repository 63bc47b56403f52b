import type { StaffBonusOffer } from '@casino/contracts';
import { data, redirect } from 'react-router';
import { toFormFailure } from '../../../lib/actions.server';
import { ApiError } from '../../../lib/api';
import { createAccountApi } from '../../../lib/api.server';
import { readFormText, type FormFailure, type FormSuccess } from '../../../lib/forms';
import { requirePermission } from '../../../lib/guards.server';
import { getServerMessages } from '../../../lib/messages.server';
import type { ServerArgs } from '../../../lib/request-memo.server';
import { getAdminTexts } from '../admin-texts.server';
import { toRouteError, type RefusalData } from '../route-error.server';
import { createOffer } from './api/create-offer';
import { listOffers } from './api/list-offers';
import { retireOffer } from './api/retire-offer';
import { updateOffer } from './api/update-offer';
import { getOfferHref } from './offer-status';
import {
  readOfferEdit,
  readOfferInput,
  toOfferFieldErrors,
  type OfferSubmission,
} from './offer-form.server';

/** What the form typed, to refill it after a refusal (`seen` and the intent left out). */
function readTyped(formData: FormData): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (typeof value === 'string' && name !== 'seen' && name !== 'intent') typed[name] = value;
  }
  return typed;
}

/**
 * The API's refusal as the form's answer, its field errors under the form's own fields (a
 * translation's error under that translation).
 */
function toOfferFailure(
  error: unknown,
  args: ServerArgs,
  {
    intent,
    submission,
    values,
  }: { intent: string; submission: OfferSubmission; values: Record<string, string> },
) {
  const failure = toFormFailure(error, { request: args.request, intent, values });
  if (error instanceof ApiError) {
    const fieldErrors = toOfferFieldErrors(failure.data.fieldErrors, submission.langFields);
    return data<FormFailure>({ ...failure.data, fieldErrors }, failure.init ?? undefined);
  }
  return failure;
}

/**
 * The offer of the address (GET /api/admin/bonuses/offers holds them all), or the page's 404
 * in the API's words.
 */
export async function loadOffer(args: ServerArgs, code: string): Promise<StaffBonusOffer> {
  try {
    const offers = await listOffers(createAccountApi(args), { signal: args.request.signal });
    const offer = offers.find((candidate) => candidate.code === code);
    if (offer) return offer;
  } catch (error) {
    throw toRouteError(error);
  }
  const message = getServerMessages(args.request).errors.BONUS_OFFER_NOT_FOUND;
  const refusal: RefusalData = { message, code: 'BONUS_OFFER_NOT_FOUND' };
  throw data(refusal, { status: 404 });
}

/** Create an offer; on success its page opens, saying so (`?created=1`). */
export async function runCreateOffer(args: ServerArgs) {
  await requirePermission(args, 'bonuses.manage');
  const formData = await args.request.formData();
  const submission = readOfferInput(formData);
  try {
    const offer = await createOffer(createAccountApi(args), submission.body);
    return redirect(`${getOfferHref(offer.code)}?created=1`);
  } catch (error) {
    return toOfferFailure(error, args, {
      intent: 'create',
      submission,
      values: readTyped(formData),
    });
  }
}

/** Edit the offer's texts, terms or schedule (`intent=edit`), or retire it (`intent=retire`). */
export async function runOfferAction(args: ServerArgs & { params: { code?: string } }) {
  await requirePermission(args, 'bonuses.manage');
  const code = args.params.code ?? '';
  const api = createAccountApi(args);
  const formData = await args.request.formData();
  const texts = getAdminTexts(args.request).bonuses.edit;
  if (readFormText(formData, 'intent') === 'retire') {
    try {
      await retireOffer(api, code);
      const success: FormSuccess = { ok: true, intent: 'retire', message: texts.retired };
      return success;
    } catch (error) {
      return toFormFailure(error, { request: args.request, intent: 'retire' });
    }
  }
  const submission = readOfferEdit(formData);
  const values = readTyped(formData);
  if (Object.keys(submission.body).length === 0) {
    const failure: FormFailure = {
      ok: false,
      intent: 'edit',
      message: getServerMessages(args.request).validation.nothing_to_change,
      fieldErrors: {},
      values,
      status: 422,
    };
    return data(failure, { status: 422 });
  }
  try {
    await updateOffer(api, code, submission.body);
    const success: FormSuccess = { ok: true, intent: 'edit', message: texts.saved };
    return success;
  } catch (error) {
    return toOfferFailure(error, args, { intent: 'edit', submission, values });
  }
}
