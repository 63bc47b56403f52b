import { Hammer, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../../components/ui/document-title';

type AuthPlaceholderProps = {
  icon: LucideIcon;
  title: string;
  lead: string;
  /** Extra line under the lead (a referral code, an address). */
  note?: ReactNode;
  /** Number of form fields the finished page will have, drawn as skeletons. */
  fields?: number;
  footer?: ReactNode;
};

/** An auth page whose form arrives with the auth feature: title, lead and the form's outline. */
export function AuthPlaceholder({
  icon: Icon,
  title,
  lead,
  note,
  fields = 2,
  footer,
}: AuthPlaceholderProps) {
  const { t } = useTranslation();
  return (
    <div>
      <DocumentTitle title={title} />
      <span className="grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-brand-400/20 to-cyan-400/10 text-brand-300 ring-1 ring-brand-400/30">
        <Icon className="size-6" aria-hidden />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-white">{title}</h1>
      <p className="mt-2 text-sm text-mist-300">{lead}</p>
      {note ? <p className="mt-3 text-sm font-medium text-brand-200">{note}</p> : null}

      <div aria-hidden className="mt-6 space-y-4">
        {Array.from({ length: fields }, (_, index) => (
          <div key={index} className="space-y-2">
            <div className="h-3 w-24 rounded-full bg-white/[0.06]" />
            <div className="h-11 rounded-xl bg-white/[0.03] ring-1 ring-white/10" />
          </div>
        ))}
        <div className="h-11 rounded-xl bg-gradient-to-r from-brand-400/30 to-brand-500/30" />
      </div>

      <p className="mt-5 flex items-start gap-2 rounded-xl bg-amber-400/10 px-3 py-2.5 text-sm text-amber-200 ring-1 ring-amber-400/20">
        <Hammer className="mt-0.5 size-4 shrink-0" aria-hidden />
        {t('building.text')}
      </p>

      {footer ? (
        <div className="mt-6 border-t border-white/5 pt-5 text-center text-sm text-mist-400">
          {footer}
        </div>
      ) : null}
    </div>
  );
}
