import { Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoon } from '../components/ui/coming-soon';
import { NotAuthenticatedPanel } from '../features/auth/components/not-authenticated-panel';
import { useRootData } from '../lib/root-data';

/** spec §2 /casino/{id} and /slots/{id}: a single game; real-money play needs an account. */
export default function CasinoGamePage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const isVisitor = !useRootData()?.user;
  return (
    <div className="space-y-6">
      <ComingSoon
        icon={Gamepad2}
        eyebrow={`#${id}`}
        title={t('pages.game')}
        preview={isVisitor ? 'none' : 'game'}
      />
      {isVisitor ? (
        // Where a player's bet panel will be, a visitor is offered an account (spec §2).
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div
            aria-hidden
            className="aspect-video animate-pulse rounded-2xl bg-gradient-to-br from-ink-750 to-ink-850 ring-1 ring-white/5"
          />
          <NotAuthenticatedPanel compact />
        </div>
      ) : null}
    </div>
  );
}
