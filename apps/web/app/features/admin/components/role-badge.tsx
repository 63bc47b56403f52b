import { useTranslation } from 'react-i18next';

/**
 * A staff role as a pill (the console's violet, as the support console's). The audit trail may
 * name a role the console has no text for (the CLI's operator): it shows as written.
 */
export function RoleBadge({ role }: { role: string }) {
  const { t, i18n } = useTranslation('admin');
  const name = (i18n.t as (key: string, options: { defaultValue: string }) => string)(
    `admin:roles.${role}`,
    { defaultValue: role },
  );
  return (
    <span
      data-testid="admin-role"
      data-role={role}
      title={t('shell.role', { role: name })}
      className="inline-flex shrink-0 items-center rounded-full bg-violet-500/15 px-2.5 py-0.5 text-xs font-semibold text-violet-200 ring-1 ring-violet-400/25"
    >
      {name}
    </span>
  );
}
