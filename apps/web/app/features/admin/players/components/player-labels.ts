import { useTranslation } from 'react-i18next';
import type { BadgeTone } from '../../../../components/ui/badge';
import { formatSlug } from '../../../../lib/format';

type Translate = (key: string, options: { defaultValue: string }) => string;

const TONES: Partial<Record<string, BadgeTone>> = {
  pending: 'warning',
  awaiting_rate: 'warning',
  posted: 'success',
  approved: 'success',
  confirmed: 'success',
  active: 'info',
  finished: 'neutral',
  rejected: 'danger',
  voided: 'neutral',
  cancelled: 'neutral',
  declined: 'neutral',
};

/** A status's colour; a status the console does not know shows plain. */
export function getStatusTone(status: string): BadgeTone {
  return TONES[status] ?? 'neutral';
}

/**
 * The words for the codes the API reports as they are (ledger movement types, statuses,
 * document types): the console's text when it has one, else the code made readable, so a new
 * code on the server never shows as a missing text.
 */
export function usePlayerLabels() {
  const { i18n } = useTranslation('admin');
  const translate = i18n.t as Translate;
  return {
    /** A ledger movement's name as the player's transactions list says it. */
    movement: (type: string) =>
      translate(`common:wallet.transactions.types.${type}`, { defaultValue: formatSlug(type) }),
    status: (status: string) =>
      translate(`admin:players.statuses.${status}`, { defaultValue: formatSlug(status) }),
    documentType: (type: string) =>
      translate(`common:settings.verification.types.${type}`, { defaultValue: formatSlug(type) }),
  };
}
