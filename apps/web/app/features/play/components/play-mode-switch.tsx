import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { PlayMode } from '../play-data';

const MODES: PlayMode[] = ['real', 'demo'];

/** Real money or the provider's play money; only for games with a demo. */
export function PlayModeSwitch({
  mode,
  onChange,
  disabled,
}: {
  mode: PlayMode;
  onChange: (mode: PlayMode) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('play.modeLabel')}
      className="inline-flex rounded-xl bg-ink-900 p-1 ring-1 ring-white/10"
    >
      {MODES.map((option) => (
        <button
          key={option}
          type="button"
          data-testid={`game-mode-${option}`}
          aria-pressed={mode === option}
          disabled={disabled}
          onClick={() => onChange(option)}
          className={clsx(
            'h-8 rounded-lg px-3 text-sm font-semibold transition-colors disabled:opacity-50',
            mode === option
              ? 'bg-brand-400 text-ink-950'
              : 'text-mist-300 hover:bg-white/5 hover:text-white',
          )}
        >
          {t(`play.${option}`)}
        </button>
      ))}
    </div>
  );
}
