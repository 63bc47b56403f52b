import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../../components/ui/document-title';
import { SubmitButton } from '../../../components/ui/form-field';
import { PageIcon } from '../../../components/ui/page-header';
import { SETTINGS_SECTION_ICONS, type SettingsSection } from '../../../lib/settings-sections';

type SettingsPageProps = {
  /** The section: its menu name is the page's title, its menu icon the page's icon. */
  section: SettingsSection;
  lead: string;
  /** The page's meta description; the lead when not given. */
  description?: string;
  children: ReactNode;
};

/** One /settings section: its heading and lead above its cards. */
export function SettingsPage({ section, lead, description, children }: SettingsPageProps) {
  const { t } = useTranslation();
  const title = t(`settings.sections.${section}`);
  return (
    <section className="space-y-6">
      <DocumentTitle title={title} description={description ?? lead} />
      <header className="flex items-start gap-4">
        <PageIcon icon={SETTINGS_SECTION_ICONS[section]} />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-white">{title}</h1>
          <p className="mt-1 text-sm text-mist-400">{lead}</p>
        </div>
      </header>
      {children}
    </section>
  );
}

/** The save button of a settings form, set a little apart from the last field. */
export function SettingsSubmit({ pending, children }: { pending: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="pt-2">
      <SubmitButton pending={pending} pendingLabel={t('auth.submitting')} size="md">
        {children}
      </SubmitButton>
    </div>
  );
}

type SettingsCardProps = {
  title?: string;
  description?: ReactNode;
  /** Beside the title (a status badge). */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
};

export function SettingsCard({
  title,
  description,
  aside,
  children,
  className,
}: SettingsCardProps) {
  return (
    <div className={clsx('rounded-2xl bg-ink-900 p-5 ring-1 ring-white/5 sm:p-6', className)}>
      {title ? (
        <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-base font-semibold text-white">{title}</h2>
            {description ? <p className="mt-1 text-sm text-mist-400">{description}</p> : null}
          </div>
          {aside}
        </div>
      ) : null}
      {children}
    </div>
  );
}
