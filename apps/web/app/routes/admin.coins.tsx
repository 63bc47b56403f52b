import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getAdminTexts } from '../features/admin/admin-texts.server';
import { getCoins } from '../features/admin/coins/api/get-coins';
import { updateCoin } from '../features/admin/coins/api/update-coin';
import { readCoinForm } from '../features/admin/coins/coin-form.server';
import { CoinForm } from '../features/admin/coins/components/coin-form';
import { CoinsTable } from '../features/admin/coins/components/coins-table';
import { RatesPanel } from '../features/admin/coins/components/rates-panel';
import { readAgeSeconds } from '../features/admin/coins/rate-state';
import { AdminPage } from '../features/admin/components/admin-page';
import { toRouteError } from '../features/admin/route-error.server';
import { Alert } from '../components/ui/alert';
import { createFormFailure, toFormFailure } from '../lib/actions.server';
import { createAccountApi } from '../lib/api.server';
import { readFormText, type FormSuccess } from '../lib/forms';
import { requirePermission } from '../lib/guards.server';
import { getServerMessages } from '../lib/messages.server';
import type { Route } from './+types/admin.coins';

/**
 * Issue 17 "Coins": GET /api/admin/coins, the coins with their keys and the price source's
 * state; the coin the address names (`?edit=`) opens its form. The prices' age is counted here,
 * on the server, so the page reads the same before and after hydration.
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, 'coins.manage');
  const editParam = new URL(args.request.url).searchParams.get('edit');
  try {
    const { coins, rates } = await getCoins(createAccountApi(args), {
      signal: args.request.signal,
    });
    const edited = coins.find((coin) => String(coin.id) === editParam);
    return {
      coins,
      rates,
      ageSeconds: readAgeSeconds(rates.observed_at, Date.now()),
      editId: edited?.id ?? null,
    };
  } catch (error) {
    throw toRouteError(error);
  }
}

/**
 * PATCH /api/admin/wallets/:id with the coin's form (readCoinForm: the key only when changed);
 * the API's refusals (a key that is not the coin's, a demo key in live mode) come back in the
 * staff member's language, on their fields.
 */
export async function action(args: Route.ActionArgs) {
  await requirePermission(args, 'coins.manage');
  const api = createAccountApi(args);
  const formData = await args.request.formData();
  const id = readFormText(formData, 'id');
  const read = readCoinForm(formData);
  if ('invalid' in read) {
    const messages = getServerMessages(args.request);
    return createFormFailure(
      { confirmations: [messages.validation.integer] },
      { message: messages.errors.VALIDATION_FAILED, intent: 'update', values: read.values },
    );
  }
  try {
    await updateCoin(api, id, read.body);
    const message = getAdminTexts(args.request).coins.form.saved;
    const success: FormSuccess = { ok: true, intent: 'update', message };
    return success;
  } catch (error) {
    return toFormFailure(error, { request: args.request, intent: 'update', values: read.values });
  }
}

/** Issue 17 "Coins": the price source's health first, then every coin and its deposit key. */
export default function AdminCoinsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const { coins, rates, ageSeconds, editId } = loaderData;
  const demoCoins = coins.filter((coin) => coin.is_demo_key);
  const edited = coins.find((coin) => coin.id === editId);
  return (
    <AdminPage icon={Coins} title={t('coins.title')} lead={t('coins.lead')}>
      <RatesPanel rates={rates} ageSeconds={ageSeconds} />
      {demoCoins.length > 0 ? (
        <Alert tone="error" testId="demo-keys-alert" title={t('coins.demoKey')}>
          {t('coins.demoKeysText', {
            coins: demoCoins.map((coin) => coin.short_code).join(', '),
          })}
        </Alert>
      ) : null}
      {edited ? <CoinForm key={edited.id} coin={edited} result={actionData} /> : null}
      <CoinsTable coins={coins} editId={editId} />
    </AdminPage>
  );
}
