import type { AdminPlayer } from '@casino/contracts';
import { Ban, LockOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { ContractForm } from '../../../../components/ui/contract-form';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SubmitButton, TextField } from '../../../../components/ui/form-field';
import { fieldProps, useContractForm } from '../../../../lib/contract-form';
import { formatDateTime } from '../../../../lib/format';
import { selectFormResult, type FormResult } from '../../../../lib/forms';
import { usePendingForm } from '../../../../lib/use-pending-form';
import { AdminCard } from '../../components/admin-page';

const loadBlockSchema = () =>
  import('@casino/contracts/staff-players').then((contracts) => contracts.playerBlockSchema);

const DANGER_CLASS =
  'border-rose-400/40 text-rose-100 hover:border-rose-400/70 hover:bg-rose-500/10';

type PlayerAccessProps = {
  player: AdminPlayer;
  /** The role holds `players.manage`; without it the card only says the state. */
  canManage: boolean;
  /** The page action's last answer. */
  result?: FormResult;
};

/**
 * Whether the player may sign in, and the way to change it: block with a reason (POST .../block,
 * PlayerBlock: 3 to 500 characters) or unblock (POST .../unblock).
 */
export function PlayerAccess({ player, canManage, result }: PlayerAccessProps) {
  const { t } = useTranslation('admin');
  const block = selectFormResult(result, 'block');
  const unblock = selectFormResult(result, 'unblock');
  // After a success the other form shows (the player's state changed): say it above both.
  const success = [block, unblock].find((answer) => answer?.ok);
  return (
    <AdminCard title={t('players.access.title')} testId="player-access">
      <FormAlert result={success} testId="access-alert" className="mb-4" />
      {player.blocked_at ? (
        <div className="space-y-1 text-sm" data-testid="access-blocked">
          <p className="text-rose-100">
            {t('players.access.blocked', { time: formatDateTime(player.blocked_at) })}
          </p>
          {player.blocked_reason ? (
            <p className="text-mist-300">
              {t('players.access.reason', { reason: player.blocked_reason })}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-mist-300" data-testid="access-open">
          {t('players.access.open')}
        </p>
      )}
      {!canManage ? (
        <p className="mt-3 text-sm text-mist-400">{t('players.access.readOnly')}</p>
      ) : player.blocked_at ? (
        <UnblockForm result={unblock?.ok ? undefined : unblock} />
      ) : (
        <BlockForm result={block?.ok ? undefined : block} />
      )}
    </AdminCard>
  );
}

function BlockForm({ result }: { result?: FormResult }) {
  const { t } = useTranslation('admin');
  const pending = usePendingForm('block');
  const [form, fields] = useContractForm({ schema: loadBlockSchema, result, id: 'block' });
  return (
    <ContractForm form={form} result={result} testId="block-form" className="mt-4 space-y-4">
      <input type="hidden" name="intent" value="block" />
      <TextField
        label={t('players.access.blockReason')}
        hint={t('players.access.blockHint')}
        autoComplete="off"
        {...fieldProps(fields.reason)}
      />
      <SubmitButton pending={pending} size="md" variant="outline" className={DANGER_CLASS}>
        <Ban className="size-4" aria-hidden />
        {t('players.access.block')}
      </SubmitButton>
    </ContractForm>
  );
}

function UnblockForm({ result }: { result?: FormResult }) {
  const { t } = useTranslation('admin');
  const pending = usePendingForm('unblock');
  return (
    <Form method="post" data-testid="unblock-form" className="mt-4 space-y-4">
      <FormAlert result={result} />
      <input type="hidden" name="intent" value="unblock" />
      <SubmitButton pending={pending} size="md" variant="outline">
        <LockOpen className="size-4" aria-hidden />
        {t('players.access.unblock')}
      </SubmitButton>
    </Form>
  );
}
