import { Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../lib/use-hydrated';
import { unlockSound } from '../crash-sound';

/** Sound is off by default; the toggle's click is the gesture that lets the page play it. */
export function SoundToggle({
  isOn,
  onChange,
}: {
  isOn: boolean;
  onChange: (isOn: boolean) => void;
}) {
  const { t } = useTranslation();
  const isHydrated = useHydrated();
  const Icon = isOn ? Volume2 : VolumeX;
  return (
    <button
      type="button"
      data-testid="crash-sound"
      aria-pressed={isOn}
      disabled={!isHydrated}
      title={isOn ? t('crash.sound.on') : t('crash.sound.off')}
      onClick={() => {
        if (!isOn) unlockSound();
        onChange(!isOn);
      }}
      className="grid size-9 shrink-0 place-items-center rounded-xl text-mist-300 ring-1 ring-white/10 transition-colors hover:bg-white/5 hover:text-white aria-pressed:text-brand-300 disabled:opacity-50"
    >
      <Icon className="size-4" aria-hidden />
      <span className="sr-only">{t('crash.sound.label')}</span>
    </button>
  );
}
