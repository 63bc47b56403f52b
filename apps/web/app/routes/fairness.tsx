import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, type ShouldRevalidateFunctionArgs } from 'react-router';
import { DocumentTitle } from '../components/ui/document-title';
import { ContentHeader } from '../features/content/components/content-header';
import { GameTabs } from '../features/fairness/components/game-tabs';
import { RoundHistory } from '../features/fairness/components/round-history';
import { RoundVerifier } from '../features/fairness/components/round-verifier';
import { SchemeExplainer } from '../features/fairness/components/scheme-explainer';
import { SeedPanel } from '../features/fairness/components/seed-panel';
import { getCheckInput, readFairnessQuery } from '../features/fairness/fairness-query';
import { loadFairnessData } from '../features/fairness/fairness.server';
import { createRequestApi } from '../lib/api.server';
import type { Route } from './+types/fairness';

export async function loader(args: Route.LoaderArgs) {
  const query = readFairnessQuery(new URL(args.request.url).searchParams);
  return loadFairnessData(createRequestApi(args), query, { signal: args.request.signal });
}

/**
 * The loader reads the game and the round; a new hash, salt or edge is checked in the browser
 * alone, so typing one in does not fetch the chains and the history again.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const isSameData = ['game', 'round'].every(
    (name) => currentUrl.searchParams.get(name) === nextUrl.searchParams.get(name),
  );
  if (formMethod || currentUrl.pathname !== nextUrl.pathname || !isSameData) {
    return defaultShouldRevalidate;
  }
  return false;
}

/** Issue 12: every crash round can be checked here, in the visitor's browser. */
export default function FairnessPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { query, seeds, rounds, picked } = loaderData;
  const selected = seeds.find((state) => state.game === query.game) ?? seeds[0]!;
  const seed = selected.status === 'open' ? selected.seed : null;
  const input = getCheckInput(query, seed, picked);
  return (
    <div className="space-y-6">
      <DocumentTitle title={t('fairness.title')} description={t('fairness.description')} />
      <ContentHeader icon={ShieldCheck} title={t('fairness.title')} lead={t('fairness.lead')}>
        <GameTabs game={query.game} />
      </ContentHeader>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <div className="min-w-0 space-y-6">
          <SeedPanel state={selected} />
          {/* A new URL starts the form over from the values it names. */}
          <RoundVerifier key={search} game={query.game} seed={seed} input={input} />
        </div>
        <RoundHistory game={query.game} rounds={rounds} currentId={input.round?.id ?? null} />
      </div>
      <SchemeExplainer game={query.game} seed={seed} />
    </div>
  );
}
