import type { AdminPlayerDetail } from '@casino/contracts';
import { MessageSquarePlus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ContractForm } from '../../../../components/ui/contract-form';
import { FieldError, SubmitButton } from '../../../../components/ui/form-field';
import { useContractForm } from '../../../../lib/contract-form';
import { formatDateTime } from '../../../../lib/format';
import type { FormResult } from '../../../../lib/forms';
import { usePendingForm } from '../../../../lib/use-pending-form';
import { AdminCard } from '../../components/admin-page';

const loadNoteSchema = () =>
  import('@casino/contracts/staff-players').then((contracts) => contracts.playerNoteSchema);

type PlayerNotesProps = {
  notes: AdminPlayerDetail['notes'];
  /** The page action's last answer to the note form. */
  result?: FormResult;
};

/** Staff notes on the account, newest as the API lists them, and a form to add one. */
export function PlayerNotes({ notes, result }: PlayerNotesProps) {
  const { t } = useTranslation('admin');
  return (
    <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <AdminCard testId="player-notes">
        {notes.length === 0 ? (
          <p className="text-sm text-mist-400" data-testid="notes-empty">
            {t('players.notes.empty')}
          </p>
        ) : (
          <ul className="divide-y divide-white/5">
            {notes.map((note) => (
              <li key={note.id} className="py-3 first:pt-0 last:pb-0" data-note={note.id}>
                <p className="text-xs text-mist-400">
                  <span className="font-medium text-mist-200">
                    {note.staff?.name ?? t('players.notes.unknownStaff')}
                  </span>{' '}
                  · {formatDateTime(note.created_at)}
                </p>
                <p className="mt-1 text-sm break-words whitespace-pre-line text-mist-100">
                  {note.body}
                </p>
              </li>
            ))}
          </ul>
        )}
      </AdminCard>
      <NoteForm result={result} />
    </div>
  );
}

/** POST .../notes `{body}` (PlayerNote: 3 to 500 characters); emptied once it is saved. */
function NoteForm({ result }: { result?: FormResult }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const pending = usePendingForm('note');
  const [form, fields] = useContractForm({
    schema: loadNoteSchema,
    result,
    id: 'note',
    resetOnSuccess: true,
  });
  const error = fields.body.errors?.[0];
  const initial = fields.body.initialValue;
  return (
    <AdminCard title={t('players.notes.add')}>
      <ContractForm form={form} result={result} testId="note-form" className="space-y-4">
        <input type="hidden" name="intent" value="note" />
        <div className="space-y-1.5">
          <label htmlFor={id} className="block text-sm font-medium text-mist-200">
            {t('players.notes.body')}
          </label>
          <textarea
            id={id}
            name={fields.body.name}
            defaultValue={typeof initial === 'string' ? initial : undefined}
            rows={4}
            maxLength={500}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            className="block w-full rounded-xl bg-ink-950/60 px-3.5 py-2.5 text-sm text-white ring-1 ring-white/10 placeholder:text-mist-500 hover:ring-white/20 focus:ring-2 focus:ring-brand-400/70 focus:outline-none aria-[invalid=true]:ring-rose-400/60"
          />
          {error ? null : (
            <p id={`${id}-hint`} className="text-xs text-mist-400">
              {t('players.notes.hint')}
            </p>
          )}
          <FieldError id={`${id}-error`} message={error} />
        </div>
        <SubmitButton pending={pending} size="md">
          <MessageSquarePlus className="size-4" aria-hidden />
          {t('players.notes.save')}
        </SubmitButton>
      </ContractForm>
    </AdminCard>
  );
}
