import { FileQuestion, Hourglass, ServerCrash, ShieldX, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';

/** What a back-office page can say instead of its content. */
export type Problem = 'forbidden' | 'notFound' | 'failed' | 'empty';

const ICONS: Record<Problem, LucideIcon> = {
  forbidden: ShieldX,
  notFound: FileQuestion,
  failed: ServerCrash,
  empty: Hourglass,
};

type ProblemPanelProps = {
  problem: Problem;
  /** The API's own words, when it said something more precise (a 404's "does not exist"). */
  detail?: string;
  /** Where "Back to the start" leads (the staff member's first section); none when null. */
  homePath?: string | null;
};

/**
 * A page the staff member cannot see (403), that does not exist (404), that failed, or a role
 * with no section yet: inside the console, so the menu stays at hand.
 */
export function ProblemPanel({ problem, detail, homePath }: ProblemPanelProps) {
  const { t } = useTranslation('admin');
  const Icon = ICONS[problem];
  const title = t(`problems.${problem}Title`);
  return (
    <div
      data-testid="admin-problem"
      data-problem={problem}
      className="mx-auto grid min-h-80 max-w-2xl place-items-center rounded-2xl border border-dashed border-white/10 p-8 text-center"
    >
      <DocumentTitle title={title} />
      <div className="space-y-3">
        <Icon className="mx-auto size-10 text-mist-500" aria-hidden />
        <h1 className="text-lg font-semibold text-white">{title}</h1>
        <p className="mx-auto max-w-md text-sm text-mist-400">
          {detail ?? t(`problems.${problem}Text`)}
        </p>
        {homePath ? (
          <ButtonLink to={homePath} variant="outline" size="sm" className="mt-2">
            {t('problems.backToStart')}
          </ButtonLink>
        ) : null}
      </div>
    </div>
  );
}
