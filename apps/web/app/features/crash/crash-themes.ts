import type { OriginalGame } from '@casino/contracts/crash-math';
import { ChartCandlestick, Radar, Rocket, type LucideIcon } from 'lucide-react';
import type { SceneInput } from './draw/chart';
import { drawBullScene } from './draw/draw-bull';
import { drawRocketScene } from './draw/draw-rocket';
import { drawSweepScene } from './draw/draw-sweep';

/**
 * Each game's look: the canvas scene and the page's accents. Tailwind sees only whole class
 * names written in the source, so every class is spelt out here.
 */
export type CrashTheme = {
  icon: LucideIcon;
  draw: (input: SceneInput) => void;
  /** The page header's badge and the eyebrow text. */
  badge: string;
  eyebrow: string;
  /** The stage's frame and the panels' ring. */
  stage: string;
  panel: string;
  /** The big number while the round runs. */
  multiplier: string;
  /** The countdown's bar. */
  progress: string;
  /** The Bet and Cash out buttons. */
  action: string;
  cashout: string;
  /** The chosen side or quick button. */
  selected: string;
};

export const CRASH_THEMES: Record<OriginalGame, CrashTheme> = {
  crash: {
    icon: Rocket,
    draw: drawRocketScene,
    badge:
      'bg-gradient-to-br from-orange-400/25 to-fuchsia-500/15 text-orange-200 ring-orange-400/30',
    eyebrow: 'text-orange-300',
    stage: 'bg-[#06040f] ring-violet-400/20',
    panel: 'ring-violet-400/15',
    multiplier: 'text-white drop-shadow-[0_2px_18px_rgba(251,146,60,0.55)]',
    progress: 'bg-gradient-to-r from-amber-300 to-pink-500',
    action:
      'bg-gradient-to-r from-amber-400 to-pink-500 text-ink-950 shadow-[0_8px_24px_-8px] shadow-pink-500/60 hover:from-amber-300 hover:to-pink-400',
    cashout:
      'bg-gradient-to-r from-amber-300 to-orange-500 text-ink-950 shadow-[0_10px_30px_-10px] shadow-orange-500/70 hover:from-amber-200 hover:to-orange-400',
    selected: 'bg-orange-400/15 text-orange-100 ring-orange-400/50',
  },
  crashsw: {
    icon: Radar,
    draw: drawSweepScene,
    badge: 'bg-gradient-to-br from-cyan-400/25 to-sky-500/15 text-cyan-200 ring-cyan-400/30',
    eyebrow: 'text-cyan-300',
    stage: 'bg-[#020a14] ring-cyan-400/20',
    panel: 'ring-cyan-400/15',
    multiplier: 'text-white drop-shadow-[0_2px_18px_rgba(34,211,238,0.55)]',
    progress: 'bg-gradient-to-r from-teal-300 to-cyan-500',
    action:
      'bg-gradient-to-r from-cyan-300 to-sky-500 text-ink-950 shadow-[0_8px_24px_-8px] shadow-sky-500/60 hover:from-cyan-200 hover:to-sky-400',
    cashout:
      'bg-gradient-to-r from-teal-300 to-cyan-400 text-ink-950 shadow-[0_10px_30px_-10px] shadow-cyan-400/70 hover:from-teal-200 hover:to-cyan-300',
    selected: 'bg-cyan-400/15 text-cyan-100 ring-cyan-400/50',
  },
  crashbull: {
    icon: ChartCandlestick,
    draw: drawBullScene,
    badge: 'bg-gradient-to-br from-green-400/25 to-lime-400/15 text-green-200 ring-green-400/30',
    eyebrow: 'text-green-300',
    stage: 'bg-[#020b07] ring-green-400/20',
    panel: 'ring-green-400/15',
    multiplier: 'text-white drop-shadow-[0_2px_18px_rgba(74,222,128,0.55)]',
    progress: 'bg-gradient-to-r from-lime-300 to-green-500',
    action:
      'bg-gradient-to-r from-green-400 to-lime-400 text-ink-950 shadow-[0_8px_24px_-8px] shadow-green-500/60 hover:from-green-300 hover:to-lime-300',
    cashout:
      'bg-gradient-to-r from-yellow-300 to-amber-400 text-ink-950 shadow-[0_10px_30px_-10px] shadow-amber-400/70 hover:from-yellow-200 hover:to-amber-300',
    selected: 'bg-green-400/15 text-green-100 ring-green-400/50',
  },
};
