import { CircleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getButtonClass } from './button';

/**
 * spec §8 "status 500 or above: error alert (title, text, OK and cancel)": a modal alert over
 * the page, the browser's own <dialog> (focus kept inside, Escape closes), no library. OK and
 * Cancel both close it: the call failed either way, and the form behind it keeps its input.
 */
export function ServerErrorDialog({
  message,
  failure,
}: {
  message: string;
  /** The failure shown: each new one opens the dialog again, a re-render does not. */
  failure: object;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, [failure]);
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby="server-error-title"
      aria-describedby="server-error-text"
      data-testid="server-error-dialog"
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-ink-850 p-6 text-mist-100 shadow-2xl ring-1 ring-white/10 backdrop:bg-ink-950/70 backdrop:backdrop-blur-sm"
    >
      <div className="flex items-start gap-3">
        <CircleAlert className="mt-0.5 size-6 shrink-0 text-rose-300" aria-hidden />
        <div className="min-w-0">
          <h2 id="server-error-title" className="text-lg font-semibold text-white">
            {t('errorDialog.title')}
          </h2>
          <p id="server-error-text" className="mt-2 text-sm text-mist-300">
            {message}
          </p>
        </div>
      </div>
      <form method="dialog" className="mt-6 flex justify-end gap-2">
        <button type="submit" value="cancel" className={getButtonClass('ghost', 'md')}>
          {t('errorDialog.cancel')}
        </button>
        <button type="submit" value="ok" className={getButtonClass('primary', 'md')} autoFocus>
          {t('errorDialog.ok')}
        </button>
      </form>
    </dialog>
  );
}
