import {
  bonusActivationResponseSchema,
  bonusActivationSchema,
  bonusClaimsQuerySchema,
  bonusClaimsResponseSchema,
  bonusesResponseSchema,
  bonusOfferCodeParamsSchema,
  bonusOfferInputSchema,
  bonusOfferRetireSchema,
  bonusOfferUpdateSchema,
  errorResponseSchema,
  staffBonusOfferResponseSchema,
  staffBonusOffersResponseSchema,
} from '@casino/contracts';
import { requirePermission, requirePrincipal } from '../../platform/auth';
import { localeFromHeader, translate } from '../../platform/i18n';
import { ERROR_RESPONSES, type RoutesPlugin } from '../../platform/routing';
import type { BonusesService } from './bonuses.service';

const secured = { security: [{ bearer: [] }] };
const withNotFound = { ...ERROR_RESPONSES, 404: errorResponseSchema };

export function bonusesRoutes({
  bonusesService,
}: {
  bonusesService: BonusesService;
}): RoutesPlugin {
  return async (app) => {
    app.post(
      '/user/bonuses',
      {
        schema: {
          tags: ['account'],
          summary: 'Your bonuses: open offers, claimed, declined (spec §7 POST /user/bonuses)',
          ...secured,
          response: { 200: bonusesResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => bonusesService.list(requirePrincipal(request)),
    );

    app.post(
      '/user/bonuses/active',
      {
        schema: {
          tags: ['account'],
          summary: 'Claim (active 1) or decline (active -1) one of your available bonuses',
          ...secured,
          body: bonusActivationSchema,
          response: { 200: bonusActivationResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const active = request.body.active === 1 ? 1 : -1;
        const answer = await bonusesService.setActive(
          requirePrincipal(request),
          request.body.id,
          active,
        );
        const locale = localeFromHeader(request.headers['accept-language']);
        const message = translate(
          locale,
          active === 1 ? 'status:bonus_update' : 'status:bonus_declined',
        );
        return { ...answer, message };
      },
    );

    app.get(
      '/admin/bonuses/offers',
      {
        schema: {
          tags: ['admin'],
          summary: 'Every bonus offer, newest first, with how many players claimed and declined it',
          ...secured,
          response: { 200: staffBonusOffersResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        requirePermission(request, 'bonuses.manage');
        return { status: 'ok' as const, offers: await bonusesService.listOffers() };
      },
    );

    app.post(
      '/admin/bonuses/offers',
      {
        schema: {
          tags: ['admin'],
          summary: 'Create a deposit match offer (amounts as decimal text)',
          ...secured,
          body: bonusOfferInputSchema,
          response: { 200: staffBonusOfferResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const staff = requirePermission(request, 'bonuses.manage');
        return {
          status: 'ok' as const,
          offer: await bonusesService.createOffer(staff, request.body),
        };
      },
    );

    app.post(
      '/admin/bonuses/offers/retire',
      {
        schema: {
          tags: ['admin'],
          summary: 'Retire an offer: no player is offered it any more',
          ...secured,
          body: bonusOfferRetireSchema,
          response: { 200: staffBonusOfferResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const staff = requirePermission(request, 'bonuses.manage');
        return {
          status: 'ok' as const,
          offer: await bonusesService.retireOffer(staff, request.body.code),
        };
      },
    );

    app.patch(
      '/admin/bonuses/offers/:code',
      {
        schema: {
          tags: ['admin'],
          summary:
            "Edit an offer's texts, terms or schedule (only what is sent; amounts as decimal text)",
          description:
            'Bonuses players already claimed keep their terms: a change of the money terms ' +
            'while players hold the offer claimed on them is refused (bonus_terms_held).',
          ...secured,
          params: bonusOfferCodeParamsSchema,
          body: bonusOfferUpdateSchema,
          response: { 200: staffBonusOfferResponseSchema, ...withNotFound },
        },
      },
      async (request) => {
        const staff = requirePermission(request, 'bonuses.manage');
        return {
          status: 'ok' as const,
          offer: await bonusesService.updateOffer(staff, request.params.code, request.body),
        };
      },
    );

    app.get(
      '/admin/bonuses/offers/:code/claims',
      {
        schema: {
          tags: ['admin'],
          summary: 'Who claimed or declined an offer: players, status, money and wagering',
          ...secured,
          params: bonusOfferCodeParamsSchema,
          querystring: bonusClaimsQuerySchema,
          response: { 200: bonusClaimsResponseSchema, ...withNotFound },
        },
      },
      async (request) => {
        requirePermission(request, 'bonuses.manage');
        return {
          status: 'ok' as const,
          ...(await bonusesService.listOfferClaims(request.params.code, request.query)),
        };
      },
    );
  };
}
