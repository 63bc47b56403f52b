import { Plug } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../components/ui/form-alert';
import { AdminPage } from '../features/admin/components/admin-page';
import { toRouteError } from '../features/admin/route-error.server';
import { listProviders } from '../features/admin/games/api/list-providers';
import { GamesTabs } from '../features/admin/games/components/games-tabs';
import { ProviderRegisterForm } from '../features/admin/games/components/provider-register-form';
import { ProvidersTable } from '../features/admin/games/components/providers-table';
import { RotatedSecret } from '../features/admin/games/components/rotated-secret';
import {
  runProviderAction,
  type RotatedSecret as Rotated,
} from '../features/admin/games/providers-actions.server';
import { selectFormResult, type FormResult } from '../lib/forms';
import { createAccountApi } from '../lib/api.server';
import { requirePermission } from '../lib/guards.server';
import type { Route } from './+types/admin.games.providers';

/**
 * Every answer of this page, the document and the action's data alike, is kept by no cache:
 * a rotation's answer carries a provider's new secret, which must live on the screen only.
 */
export function headers(): HeadersInit {
  return { 'Cache-Control': 'no-store' };
}

/** Issue 17: GET /api/admin/providers (`providers.manage`; secrets are never listed). */
export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, 'providers.manage');
  try {
    const providers = await listProviders(createAccountApi(args), {
      signal: args.request.signal,
    });
    return { providers };
  } catch (error) {
    throw toRouteError(error);
  }
}

/** Switch a provider on or off, move its launch URL, rotate its secret, register one. */
export async function action(args: Route.ActionArgs) {
  return runProviderAction(args);
}

/** The rotation's answer, when the action's last answer was one. */
function readRotated(result: FormResult | Rotated | undefined): Rotated['rotated'] | null {
  return result && result.ok && 'rotated' in result ? result.rotated : null;
}

/** Issue 17 "Games and providers": the seamless wallet's studios and their secrets. */
export default function AdminProvidersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const rotated = readRotated(actionData);
  const register = selectFormResult(actionData, 'register');
  const rowResult = register ? undefined : actionData;
  return (
    <AdminPage icon={Plug} title={t('games.providers.title')} lead={t('games.providers.lead')}>
      <GamesTabs current="providers" canManageProviders />
      {rotated ? <RotatedSecret rotated={rotated} /> : null}
      {rotated ? null : <FormAlert result={rowResult} testId="providers-alert" />}
      <ProvidersTable providers={loaderData.providers} result={rowResult} />
      <ProviderRegisterForm result={register} />
    </AdminPage>
  );
}
