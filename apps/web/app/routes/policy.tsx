import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../components/ui/document-title';
import { getLevels } from '../features/content/api/get-levels';
import { getPage } from '../features/content/api/get-page';
import { BackLink } from '../features/content/components/back-link';
import { PolicyMenu } from '../features/content/components/policy-menu';
import { ProseBody } from '../features/content/components/prose-body';
import { VipLevels } from '../features/content/components/vip-levels';
import { orNotFound } from '../features/content/content.server';
import { orEmpty } from '../lib/or-empty';
import { toPolicyMenu, toStoredLevels } from '../features/content/content-data';
import { createRequestApi } from '../lib/api.server';
import { POLICY_SLUGS } from '@casino/contracts/policies';
import { useRootData } from '../lib/root-data';
import type { Route } from './+types/policy';

export async function loader(args: Route.LoaderArgs) {
  const api = createRequestApi(args);
  const init = { signal: args.request.signal };
  const isVip = args.params.slug === 'vip';
  const [{ page }, levels] = await Promise.all([
    orNotFound(getPage(api, args.params.slug, init)),
    isVip
      ? orEmpty(
          getLevels(api, init).then((response) => toStoredLevels(response.levels)),
          [],
          'VIP levels',
        )
      : Promise.resolve(null),
  ]);
  return { page, levels };
}

/** spec §2 /policies/{slug}: the policy, the policy menu beside it; /policies/vip adds the tiers. */
export default function PolicyPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, levels } = loaderData;
  const menu = toPolicyMenu(useRootData()?.pages ?? [], POLICY_SLUGS);
  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <DocumentTitle
        title={page.title}
        description={t('content.meta.policy', { title: page.title })}
      />
      {menu.length > 0 ? (
        <div className="order-last lg:order-first">
          <div className="lg:sticky lg:top-20">
            <h2 className="mb-2 px-1 text-xs font-semibold tracking-widest text-mist-500 uppercase lg:hidden">
              {t('content.morePolicies')}
            </h2>
            <PolicyMenu pages={menu} />
          </div>
        </div>
      ) : null}
      <article className="min-w-0 space-y-6">
        <header className="space-y-2">
          <BackLink to="/policies">{t('pages.policies')}</BackLink>
          <h1 className="text-2xl font-bold tracking-tight text-balance text-white sm:text-3xl">
            {page.title}
          </h1>
        </header>
        {levels ? (
          <section className="space-y-3" aria-labelledby="vip-levels-title">
            <h2
              id="vip-levels-title"
              className="flex items-center gap-2 text-lg font-semibold text-white"
            >
              <Crown className="size-5 text-amber-300" aria-hidden />
              {t('content.vip.title')}
            </h2>
            <VipLevels levels={levels} />
          </section>
        ) : null}
        <div className="rounded-2xl bg-ink-850 p-5 ring-1 ring-white/5 sm:p-8">
          <ProseBody html={page.body_html} testId="policy-body" />
        </div>
      </article>
    </div>
  );
}
