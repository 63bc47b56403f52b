import type { ChatSendResponse } from '@casino/contracts';
import { getFormProps } from '@conform-to/react';
import { clsx } from 'clsx';
import { SendHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { CHAT_ROUTES } from '../../../lib/chat-routes';
import { useContractForm } from '../../../lib/contract-form';
import { isFormFailure } from '../../../lib/forms';
import { getSendError, type SendMessageResult } from '../chat-data';

type MessageComposerProps = {
  /** The `group_name` the message is sent to. */
  groupName: string;
  onSent: (answer: ChatSendResponse) => void;
  autoFocus?: boolean;
};

const loadSchema = () =>
  import('@casino/contracts/chat').then((contracts) => contracts.chatSendRequestSchema);

/**
 * spec §2 chat input ("Type here your message..."): Enter or the send button sends, Shift+Enter
 * breaks the line, and an IME composition's Enter (Chinese input) only confirms the
 * characters. The text is checked as POST /api/conversations checks it (at most 1000
 * characters): a refused one stays in the field with the reason under it. A sent one empties the
 * field at once; if the server refuses it (spec §8, e.g. too fast) its words show under the
 * field and the text comes back.
 */
export function MessageComposer({ groupName, onSent, autoFocus = false }: MessageComposerProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher<SendMessageResult>();
  // Checked when sent, then again as the player edits a refused text.
  const [form, fields] = useContractForm({ schema: loadSchema, shouldValidate: 'onSubmit' });
  const [text, setText] = useState('');
  /** The text being sent, given back if the server refuses it. */
  const [sentText, setSentText] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const sendRef = useRef<HTMLButtonElement>(null);
  const errorId = useId();
  const onSentRef = useRef(onSent);
  useEffect(() => {
    onSentRef.current = onSent;
  });

  const result = fetcher.data;
  const isPending = fetcher.state !== 'idle';
  const error =
    fields.message.errors?.[0] ??
    (!isPending && isFormFailure(result) ? getSendError(result) : null);
  const canSend = text.trim() !== '' && !isPending;

  // A refusal gives the text back in the same render as its error (nothing was stored),
  // unless a new one is being written.
  const [seenResult, setSeenResult] = useState(result);
  if (result !== seenResult) {
    setSeenResult(result);
    if (isFormFailure(result) && text === '') setText(sentText);
  }
  useEffect(() => {
    if (result && !isFormFailure(result)) onSentRef.current(result);
  }, [result]);

  const send = () => {
    setSentText(text);
    setText('');
    inputRef.current?.focus();
    // No loader needs to run again after a chat message (the header, the menus...).
    void fetcher.submit(
      { message: text, group_name: groupName },
      { method: 'post', action: CHAT_ROUTES.send, defaultShouldRevalidate: false },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Conform checks the text with the contract; a refused one is not sent.
    form.onSubmit(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    if (canSend) send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    // As if the send button were pressed.
    if (canSend) event.currentTarget.form?.requestSubmit(sendRef.current);
  };

  return (
    <form
      method="post"
      action={CHAT_ROUTES.send}
      {...getFormProps(form)}
      onSubmit={onSubmit}
      className="border-t border-white/5 px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
    >
      <input type="hidden" name="group_name" value={groupName} />
      <div className="flex items-end gap-2">
        <label className="min-w-0 flex-1">
          <span className="sr-only">{t('chat.inputLabel')}</span>
          <textarea
            ref={inputRef}
            data-testid="chat-input"
            name="message"
            rows={1}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t('chat.placeholder')}
            autoComplete="off"
            // Opening the chat is asking to write: the field takes the focus.
            autoFocus={autoFocus}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={clsx(
              'block max-h-32 min-h-11 w-full resize-none rounded-xl bg-ink-800 px-3.5 py-2.5 text-sm text-white ring-1 [field-sizing:content] placeholder:text-mist-500 focus:ring-2 focus:ring-brand-400 focus:outline-none',
              error ? 'ring-rose-400/60' : 'ring-white/10',
            )}
          />
        </label>
        <button
          ref={sendRef}
          type="submit"
          data-testid="chat-send"
          disabled={!canSend}
          aria-label={t('chat.send')}
          className="grid size-11 shrink-0 place-items-center rounded-xl bg-gradient-to-r from-brand-400 to-brand-500 text-ink-950 transition-colors hover:from-brand-300 hover:to-brand-400 disabled:opacity-50"
        >
          <SendHorizontal className="size-5" aria-hidden />
        </button>
      </div>
      {error ? (
        <p
          id={errorId}
          data-testid="chat-error"
          role="alert"
          className="mt-2 px-1 text-xs text-rose-300"
        >
          {error}
        </p>
      ) : null}
    </form>
  );
}
