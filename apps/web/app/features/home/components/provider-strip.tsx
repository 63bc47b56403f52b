import type { Provider } from '@casino/contracts';
import { Building2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScrollRowButtons, ScrollRowLink, ScrollRowList } from '../../../components/ui/scroll-row';
import { useScrollRow } from '../../../lib/use-scroll-row';
import { BlockHeading } from './block-heading';

type ProviderStripProps = {
  providers: Provider[];
  /** The 120x50 logo (spec §9); the route hands in the games feature's logo component. */
  renderLogo: (provider: Provider) => ReactNode;
};

/**
 * spec §2 "provider logos": one scroll-snapping row of logos, each opening /providers/{slug},
 * with previous / next buttons and a way to the full list.
 */
export function ProviderStrip({ providers, renderLogo }: ProviderStripProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const row = useScrollRow<HTMLUListElement>(providers);
  if (providers.length === 0) return null;

  return (
    <section
      aria-labelledby={headingId}
      aria-roledescription="carousel"
      data-testid="provider-strip"
    >
      <BlockHeading id={headingId} icon={Building2} title={t('home.providers.title')}>
        <ScrollRowLink to="/providers">{t('home.providers.seeAll')}</ScrollRowLink>
        <ScrollRowButtons
          row={row}
          className="hidden sm:grid"
          previousLabel={t('home.providers.previous')}
          nextLabel={t('home.providers.next')}
        />
      </BlockHeading>
      <ScrollRowList row={row}>
        {providers.map((provider) => (
          <li key={provider.slug} className="shrink-0 snap-start">
            <Link
              to={`/providers/${encodeURIComponent(provider.slug)}`}
              aria-label={t('home.providers.item', {
                name: provider.name,
                games: t('games.count', { count: provider.games_count }),
              })}
              title={provider.name}
              className="group flex flex-col items-center gap-2 rounded-2xl bg-ink-850 p-2.5 ring-1 ring-white/5 transition hover:-translate-y-0.5 hover:bg-ink-800 hover:ring-brand-400/40 motion-reduce:transition-none"
            >
              {renderLogo(provider)}
              <span className="text-xs text-mist-400 tabular-nums group-hover:text-mist-300">
                {t('games.count', { count: provider.games_count })}
              </span>
            </Link>
          </li>
        ))}
      </ScrollRowList>
    </section>
  );
}
