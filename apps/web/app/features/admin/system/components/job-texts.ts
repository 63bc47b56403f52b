import type { JobReportView } from '@casino/contracts';
import { useTranslation } from 'react-i18next';

type Translate = (key: string, options: { defaultValue: string }) => string;

/**
 * A job's words: the console's name, description and state when it has them, else the server's
 * (a job added on the server never shows as a missing text).
 */
export function useJobTexts() {
  const { i18n } = useTranslation('admin');
  const translate = i18n.t as Translate;
  return {
    name: (name: string) => translate(`admin:system.jobs.names.${name}`, { defaultValue: name }),
    description: (job: JobReportView) =>
      translate(`admin:system.jobs.descriptions.${job.name}`, { defaultValue: job.description }),
    state: (state: string) =>
      translate(`admin:system.jobs.states.${state}`, { defaultValue: state }),
  };
}
