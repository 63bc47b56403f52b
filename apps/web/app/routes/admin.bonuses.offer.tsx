import { toLocale } from '@casino/contracts/locales';
import { ArrowLeft, Gift, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../components/ui/alert';
import { Badge } from '../components/ui/badge';
import { ButtonLink } from '../components/ui/button';
import { AdminPage } from '../features/admin/components/admin-page';
import { OfferEditForm } from '../features/admin/bonuses/components/offer-edit-form';
import { OfferFacts } from '../features/admin/bonuses/components/offer-facts';
import { RetireOffer } from '../features/admin/bonuses/components/retire-offer';
import { loadOffer, runOfferAction } from '../features/admin/bonuses/offer-actions.server';
import {
  getClaimsHref,
  getOfferStatus,
  OFFER_STATUS_TONES,
} from '../features/admin/bonuses/offer-status';
import { selectFormResult } from '../lib/forms';
import { requirePermission } from '../lib/guards.server';
import type { Route } from './+types/admin.bonuses.offer';

/** Issue 17: the offer of the address, as GET /api/admin/bonuses/offers lists it. */
export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, 'bonuses.manage');
  const offer = await loadOffer(args, args.params.code);
  const isCreated = new URL(args.request.url).searchParams.get('created') === '1';
  return { offer, now: Date.now(), isCreated };
}

/** Edit the offer (PATCH, only what changed) or retire it (POST .../retire). */
export async function action(args: Route.ActionArgs) {
  return runOfferAction(args);
}

/** Issue 17 "Bonuses": one offer's texts, terms and schedule, its retirement and claims. */
export default function AdminOfferPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('admin');
  const locale = toLocale(i18n.language) ?? 'en';
  const { offer, now, isCreated } = loaderData;
  const status = getOfferStatus(offer, now);
  return (
    <AdminPage
      icon={Gift}
      title={t('bonuses.edit.title', { code: offer.code })}
      lead={offer.message}
      aside={
        <>
          <Badge tone={OFFER_STATUS_TONES[status]} testId="offer-status">
            {t(`bonuses.status.${status}`)}
          </Badge>
          <ButtonLink to={getClaimsHref(offer.code, 'all')} variant="outline" size="sm">
            <Users className="size-4" aria-hidden />
            {t('bonuses.claims')}
          </ButtonLink>
          <ButtonLink to="/admin/bonuses" variant="outline" size="sm">
            <ArrowLeft className="size-4" aria-hidden />
            {t('bonuses.backToList')}
          </ButtonLink>
        </>
      }
    >
      {isCreated && !actionData ? (
        <Alert tone="success" testId="offer-created">
          {t('bonuses.edit.created')}
        </Alert>
      ) : null}
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <OfferEditForm offer={offer} result={selectFormResult(actionData, 'edit')} />
        <div className="grid min-w-0 gap-6">
          <OfferFacts offer={offer} locale={locale} />
          <RetireOffer
            code={offer.code}
            retiredAt={offer.retired_at}
            result={selectFormResult(actionData, 'retire')}
          />
        </div>
      </div>
    </AdminPage>
  );
}
