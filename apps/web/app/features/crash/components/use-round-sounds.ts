import { useEffect, useRef } from 'react';
import { playCue } from '../crash-sound';
import type { CrashViewState } from '../crash-state';

/**
 * Plays the round's cues when the sound is on: the launch, the crash, and the player's own
 * wins (a cash-out by hand or by the auto cash-out). Only changes play: switching the sound on
 * mid-round stays quiet until something happens.
 */
export function useRoundSounds(state: CrashViewState | null, isOn: boolean): void {
  const round = state?.round ?? null;
  const key = round ? `${round.id}:${round.status}` : null;
  const status = round?.status ?? null;
  const wins = state?.myBets.filter((bet) => bet.status === 'won').length ?? 0;
  const previous = useRef<{ key: string | null; wins: number } | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = { key, wins };
    if (!isOn || !before) return;
    if (key !== before.key && status === 'running') playCue('launch');
    if (key !== before.key && status === 'crashed') playCue('crash');
    if (wins > before.wins) playCue('cashout');
  }, [isOn, key, status, wins]);
}
