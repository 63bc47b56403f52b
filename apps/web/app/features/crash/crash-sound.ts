/**
 * The game's sounds, made in code with WebAudio (no audio files to download). Off until the
 * player turns them on: the toggle's click is also the gesture browsers ask for before a page
 * may play sound. The choice is not remembered across pages: a sound switched on before a
 * gesture on the new page would stay silent and look broken.
 */
export type CrashCue = 'launch' | 'cashout' | 'crash' | 'bet';

/** Each cue as tones: [frequency Hz, start s, length s, oscillator type]. */
const CUES: Record<CrashCue, [number, number, number, OscillatorType][]> = {
  bet: [[660, 0, 0.08, 'triangle']],
  launch: [
    [440, 0, 0.09, 'triangle'],
    [660, 0.09, 0.12, 'triangle'],
  ],
  cashout: [
    [880, 0, 0.08, 'sine'],
    [1320, 0.08, 0.16, 'sine'],
  ],
  crash: [
    [220, 0, 0.18, 'sawtooth'],
    [110, 0.12, 0.3, 'sawtooth'],
  ],
};

let context: AudioContext | null = null;

function getContext(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  context ??= new window.AudioContext();
  return context;
}

/** Called from the toggle's click: creates or resumes the audio context inside the gesture. */
export function unlockSound(): void {
  void getContext()?.resume();
}

export function playCue(cue: CrashCue): void {
  const audio = getContext();
  if (!audio) return;
  const start = audio.currentTime;
  for (const [frequency, offset, length, type] of CUES[cue]) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = type;
    oscillator.frequency.value = frequency;
    // A short attack and an exponential release: no clicks at the start or the end.
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.12, start + offset + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + length);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + length + 0.02);
  }
}
