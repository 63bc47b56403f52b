import type { LiveBet, LiveFeedResponse } from '@casino/contracts';
import { toLocale, type Locale } from '@casino/contracts/locales';
import { clsx } from 'clsx';
import { Activity, Dices } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { formatBalance } from '../../../lib/money';
import {
  formatBetTime,
  formatMultiplier,
  getLiveFeedTabs,
  getNextTabIndex,
  isWinningBet,
  type LiveFeedTab,
} from '../live-feed-data';
import { BlockHeading } from './block-heading';

type LiveBetsFeedProps = {
  /**
   * The lists to show, kept current from the outside (useLiveFeed), so the component holds no
   * copy of the rows.
   */
  feed: LiveFeedResponse;
  /** "My bets" is only offered to a signed-in player (spec §3 live feed lists: user). */
  isSignedIn: boolean;
  defaultTab?: LiveFeedTab;
  /** Bets that just arrived live: their rows light up briefly when they appear. */
  freshIds?: ReadonlySet<number>;
};

/** spec §2 "A live bets feed": the latest settled bets in tabs all / high rollers / my bets. */
export function LiveBetsFeed({
  feed,
  isSignedIn,
  defaultTab = 'all',
  freshIds,
}: LiveBetsFeedProps) {
  const { t } = useTranslation();
  const id = useId();
  const tabs = getLiveFeedTabs(isSignedIn);
  const [selected, setSelected] = useState<LiveFeedTab>(defaultTab);
  // Signing out while "My bets" is open falls back to the first list.
  const current = tabs.includes(selected) ? selected : tabs[0]!;
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (tab: LiveFeedTab) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = getNextTabIndex(event.key, tabs.indexOf(current), tabs.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(tabs[next]!);
    tabRefs.current[next]?.focus();
  };

  return (
    <section aria-labelledby={`${id}-heading`} data-testid="live-bets-feed">
      <BlockHeading id={`${id}-heading`} icon={Activity} title={t('home.liveFeed.title')} />
      <div className="overflow-hidden rounded-2xl bg-ink-850 ring-1 ring-white/5">
        <div
          role="tablist"
          aria-label={t('home.liveFeed.tabsLabel')}
          onKeyDown={onKeyDown}
          className="flex gap-1 overflow-x-auto border-b border-white/5 p-1.5 [scrollbar-width:none]"
        >
          {tabs.map((tab, index) => {
            const isSelected = tab === current;
            return (
              <button
                key={tab}
                ref={(element) => {
                  tabRefs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={tabId(tab)}
                data-tab={tab}
                aria-selected={isSelected}
                aria-controls={panelId}
                tabIndex={isSelected ? 0 : -1}
                onClick={() => setSelected(tab)}
                className={clsx(
                  'shrink-0 rounded-xl px-3.5 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
                  isSelected
                    ? 'bg-ink-700 text-white ring-1 ring-white/10'
                    : 'text-mist-400 hover:bg-white/5 hover:text-mist-200',
                )}
              >
                {t(`home.liveFeed.tabs.${tab}`)}
              </button>
            );
          })}
        </div>
        <div
          role="tabpanel"
          id={panelId}
          aria-labelledby={tabId(current)}
          tabIndex={0}
          data-testid="live-bets-panel"
          className="focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-400"
        >
          <LiveBetsTable
            bets={feed[current]}
            caption={t(`home.liveFeed.tabs.${current}`)}
            freshIds={freshIds}
          />
        </div>
      </div>
    </section>
  );
}

/** The table's columns, with the classes that hide some of them on narrow screens. */
const COLUMNS = [
  { key: 'game', className: null },
  { key: 'player', className: 'hidden sm:table-cell' },
  { key: 'time', className: 'hidden md:table-cell' },
  { key: 'amount', className: 'hidden text-right sm:table-cell' },
  { key: 'multiplier', className: 'text-right' },
  { key: 'payout', className: 'text-right' },
] as const;

/** One list of bets; the narrow screens keep game, multiplier and payout. */
export function LiveBetsTable({
  bets,
  caption,
  freshIds,
}: {
  bets: LiveBet[];
  caption: string;
  freshIds?: ReadonlySet<number> | undefined;
}) {
  const { t, i18n } = useTranslation();
  const locale: Locale = toLocale(i18n.language) ?? 'en';

  if (bets.length === 0) {
    return (
      <div data-testid="live-bets-empty" className="flex flex-col items-center gap-3 px-6 py-12">
        <span className="grid size-11 place-items-center rounded-2xl bg-white/5 text-mist-400">
          <Dices className="size-5" aria-hidden />
        </span>
        <p className="max-w-sm text-center text-sm text-mist-400">{t('home.liveFeed.empty')}</p>
      </div>
    );
  }

  const headerCell = 'px-3 py-2.5 font-medium whitespace-nowrap first:pl-4 last:pr-4';
  return (
    <div className="overflow-x-auto">
      <table data-testid="live-bets-table" className="w-full text-sm text-mist-200">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-left text-xs text-mist-400">
          <tr>
            {COLUMNS.map(({ key, className }) => (
              <th key={key} scope="col" className={clsx(headerCell, className)}>
                {t(`home.liveFeed.columns.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {bets.map((bet) => {
            const isWin = isWinningBet(bet);
            const isFresh = freshIds?.has(bet.id) ?? false;
            return (
              <tr
                key={bet.id}
                data-testid="live-bet-row"
                data-fresh={isFresh || undefined}
                className={clsx(
                  'border-t border-white/5 odd:bg-white/[0.015]',
                  // A row that just arrived starts tinted and fades to its normal background
                  // (@starting-style applies to a newly inserted row only, never to one already
                  // shown); nothing moves for visitors who asked for reduced motion.
                  isFresh &&
                    'motion-safe:transition-colors motion-safe:duration-1000 motion-safe:starting:bg-brand-400/20',
                )}
              >
                <th
                  scope="row"
                  className="max-w-[9rem] py-2.5 pr-3 pl-4 text-left font-medium sm:max-w-none"
                >
                  <Link
                    to={`/casino/${bet.game_id}`}
                    className="block truncate text-white transition-colors hover:text-brand-300"
                  >
                    {bet.game_name}
                  </Link>
                </th>
                <td className="hidden max-w-[10rem] truncate px-3 py-2.5 text-mist-300 sm:table-cell">
                  {bet.player}
                </td>
                <td className="hidden px-3 py-2.5 whitespace-nowrap text-mist-400 tabular-nums md:table-cell">
                  <time dateTime={bet.created_at} title={formatDateTime(bet.created_at)}>
                    {formatBetTime(bet.created_at)}
                  </time>
                </td>
                <td className="hidden px-3 py-2.5 text-right whitespace-nowrap tabular-nums sm:table-cell">
                  {formatBalance(bet.amount, bet.currency, locale)}
                </td>
                <td
                  className={clsx(
                    'px-3 py-2.5 text-right whitespace-nowrap tabular-nums',
                    isWin ? 'text-mist-100' : 'text-mist-400',
                  )}
                >
                  {formatMultiplier(bet.multiplier, locale)}
                </td>
                <td
                  data-win={isWin || undefined}
                  className={clsx(
                    'py-2.5 pr-4 pl-3 text-right font-semibold whitespace-nowrap tabular-nums',
                    isWin ? 'text-brand-400' : 'text-mist-400',
                  )}
                >
                  {formatBalance(bet.payout, bet.currency, locale)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
