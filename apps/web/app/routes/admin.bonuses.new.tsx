import { CURRENCIES, DEFAULT_GAME_WEIGHTS } from '@casino/contracts';
import { ArrowLeft, Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/ui/button';
import { AdminCard, AdminPage } from '../features/admin/components/admin-page';
import { SectionTabs } from '../features/admin/components/section-tabs';
import { OfferCreateForm } from '../features/admin/bonuses/components/offer-create-form';
import { runCreateOffer } from '../features/admin/bonuses/offer-actions.server';
import {
  CREATED_KINDS,
  readCreatedKind,
  WEIGHT_KINDS,
  weightField,
} from '../features/admin/bonuses/offer-form';
import { requirePermission } from '../lib/guards.server';
import type { Route } from './+types/admin.bonuses.new';

/** The create form's kind (`?kind=FREE_SPINS`; a deposit match by default) and first values. */
export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, 'bonuses.manage');
  const kind = readCreatedKind(new URL(args.request.url).searchParams.get('kind'));
  const defaults: Record<string, string> = {
    currency: CURRENCIES[0],
    wagering_multiple: '10',
    valid_days: '7',
  };
  for (const name of WEIGHT_KINDS) defaults[weightField(name)] = String(DEFAULT_GAME_WEIGHTS[name]);
  return { kind, currencies: [...CURRENCIES], defaults };
}

/** POST /api/admin/bonuses/offers; the new offer's page opens on success. */
export async function action(args: Route.ActionArgs) {
  return runCreateOffer(args);
}

/** Issue 17 "Bonuses": a new deposit match or free-spins offer, texts in every language. */
export default function AdminNewOfferPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const { kind, currencies, defaults } = loaderData;
  const tabs = CREATED_KINDS.map((id) => ({
    id,
    to: id === 'FREE_SPINS' ? '/admin/bonuses/new?kind=FREE_SPINS' : '/admin/bonuses/new',
    label: t(`bonuses.kinds.${id}`),
  }));
  return (
    <AdminPage
      icon={Gift}
      title={t('bonuses.create.title')}
      lead={t('bonuses.create.lead')}
      aside={
        <ButtonLink to="/admin/bonuses" variant="outline" size="sm">
          <ArrowLeft className="size-4" aria-hidden />
          {t('bonuses.backToList')}
        </ButtonLink>
      }
    >
      <SectionTabs label={t('bonuses.create.kindLabel')} tabs={tabs} current={kind} />
      <AdminCard>
        {/* A new kind is a new form: nothing typed for the other kind carries over. */}
        <OfferCreateForm
          key={kind}
          kind={kind}
          currencies={currencies}
          defaults={defaults}
          result={actionData}
        />
      </AdminCard>
    </AdminPage>
  );
}
