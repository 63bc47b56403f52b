import { createFormFailure, toFormFailure } from '../../../lib/actions.server';
import { createAccountApi } from '../../../lib/api.server';
import { readFormText, readFormTexts, type FormSuccess } from '../../../lib/forms';
import { requirePermission } from '../../../lib/guards.server';
import { getServerMessages } from '../../../lib/messages.server';
import type { ServerArgs } from '../../../lib/request-memo.server';
import { getAdminTexts } from '../admin-texts.server';
import { registerProvider } from './api/register-provider';
import { rotateProviderSecret } from './api/rotate-provider-secret';
import { updateProvider } from './api/update-provider';

/**
 * The answer of a rotation: the new secret, shown once on the page that asked for it. It lives
 * in this answer only (the route sends it with `Cache-Control: no-store`): the loader never
 * reads it, nothing writes it to the address, a cookie or storage, and the next navigation or
 * reload drops it.
 */
export type RotatedSecret = FormSuccess & {
  rotated: { code: string; name: string; secret: string };
};

/** The intent of a provider row's forms (its answer shows on that row). */
export const providerIntent = (code: string) => `provider-${code}`;

const fill = (text: string, name: string) => text.replace('{{name}}', name);

/**
 * The providers page's action (`providers.manage`): switch a provider on or off, move its
 * launch URL, rotate its secret, or register a new one. Refusals come back in the API's words.
 */
export async function runProviderAction(args: ServerArgs) {
  await requirePermission(args, 'providers.manage');
  const { request } = args;
  const api = createAccountApi(args);
  const formData = await request.formData();
  const texts = getAdminTexts(request).games.providers;
  const intent = readFormText(formData, 'intent');
  if (intent === 'register') {
    const fields = readFormTexts(formData, ['code', 'name', 'secret', 'launch_url']);
    // What was typed comes back after a refusal, the secret excepted.
    const values = { code: fields.code, name: fields.name, launch_url: fields.launch_url };
    try {
      const provider = await registerProvider(api, fields);
      const success: FormSuccess = {
        ok: true,
        intent,
        message: fill(texts.register.registered, provider.name),
      };
      return success;
    } catch (error) {
      return toFormFailure(error, { request, intent, values });
    }
  }
  const code = readFormText(formData, 'code');
  const rowIntent = providerIntent(code);
  try {
    if (intent === 'rotate') {
      const { provider, secret } = await rotateProviderSecret(api, code);
      const rotated: RotatedSecret = {
        ok: true,
        intent: rowIntent,
        message: fill(texts.rotated, provider.name),
        rotated: { code: provider.code, name: provider.name, secret },
      };
      return rotated;
    }
    if (intent === 'launch-url') {
      const launchUrl = readFormText(formData, 'launch_url').trim();
      const provider = await updateProvider(api, code, { launch_url: launchUrl });
      const success: FormSuccess = {
        ok: true,
        intent: rowIntent,
        message: fill(texts.urlSaved, provider.name),
      };
      return success;
    }
    if (intent !== 'switch') {
      const message = getServerMessages(request).errors.VALIDATION_FAILED;
      return createFormFailure({}, { message, intent: rowIntent });
    }
    const enabled = readFormText(formData, 'enabled') === 'true';
    const provider = await updateProvider(api, code, { enabled });
    const success: FormSuccess = {
      ok: true,
      intent: rowIntent,
      message: fill(enabled ? texts.switchedOn : texts.switchedOff, provider.name),
    };
    return success;
  } catch (error) {
    const values =
      intent === 'launch-url' ? { launch_url: readFormText(formData, 'launch_url') } : undefined;
    return toFormFailure(error, { request, intent: rowIntent, values });
  }
}
