import { CRASH_GROWTH_PER_MS } from '@casino/contracts/crash-math';
import type { CrashFrame } from '../crash-clock';

/** The canvas in CSS pixels (the context is already scaled for the device's pixel ratio). */
export type Size = { width: number; height: number };

/** What a theme's drawing receives each frame. */
export type SceneInput = {
  ctx: CanvasRenderingContext2D;
  size: Size;
  frame: CrashFrame;
  /** A steady clock in ms for decorations (stars, sweeps, flames); frozen without motion. */
  time: number;
  /** False when the visitor asked for reduced motion: no decorative movement. */
  hasMotion: boolean;
};

export type ChartScale = {
  left: number;
  right: number;
  top: number;
  bottom: number;
  maxMs: number;
  maxMultiplier: number;
  x(ms: number): number;
  y(multiplier: number): number;
};

export const CHART_FONT = '600 11px "Inter Variable", ui-sans-serif, system-ui, sans-serif';

/** The continuous curve (the display rounds it down to two decimals). */
export function multiplierAt(ms: number): number {
  return Math.exp(CRASH_GROWTH_PER_MS * Math.max(0, ms));
}

/**
 * Axes that grow with the round: the tip stays at about four fifths of the width and height,
 * so the curve keeps its shape as the multiplier climbs, as players know it from bustabit.
 */
export function getChartScale(size: Size, frame: CrashFrame): ChartScale {
  const isNarrow = size.width < 420;
  const left = isNarrow ? 34 : 44;
  const right = size.width - (isNarrow ? 10 : 18);
  const top = 14;
  const bottom = size.height - 24;
  const maxMs = Math.max(10_000, frame.elapsedMs / 0.82);
  const tip = multiplierAt(frame.elapsedMs);
  const maxMultiplier = Math.max(2, 1 + (tip - 1) / 0.78);
  return {
    left,
    right,
    top,
    bottom,
    maxMs,
    maxMultiplier,
    x: (ms) => left + (ms / maxMs) * (right - left),
    y: (multiplier) => bottom - ((multiplier - 1) / (maxMultiplier - 1)) * (bottom - top),
  };
}

/** A round step (1, 2 or 5 times a power of ten) giving at most `maxTicks` ticks over `range`. */
export function getNiceStep(range: number, maxTicks: number): number {
  const rough = range / Math.max(1, maxTicks);
  const power = 10 ** Math.floor(Math.log10(rough));
  for (const factor of [1, 2, 5, 10]) {
    if (factor * power >= rough) return factor * power;
  }
  return 10 * power;
}

export type GridColors = { line: string; label: string };

/** Multiplier lines with their labels on the left, seconds along the bottom. */
export function drawGrid(ctx: CanvasRenderingContext2D, scale: ChartScale, colors: GridColors) {
  ctx.save();
  ctx.font = CHART_FONT;
  ctx.lineWidth = 1;
  ctx.strokeStyle = colors.line;
  ctx.fillStyle = colors.label;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  const ySteps = Math.max(2, Math.floor((scale.bottom - scale.top) / 42));
  const yStep = getNiceStep(scale.maxMultiplier - 1, ySteps);
  for (let value = 1; value <= scale.maxMultiplier + 1e-9; value += yStep) {
    const y = Math.round(scale.y(value)) + 0.5;
    ctx.beginPath();
    ctx.moveTo(scale.left, y);
    ctx.lineTo(scale.right, y);
    ctx.stroke();
    const digits = yStep < 1 ? 1 : 0;
    ctx.fillText(`${value.toFixed(digits)}×`, scale.left - 6, y);
  }
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  const xSteps = Math.max(2, Math.floor((scale.right - scale.left) / 70));
  const xStep = getNiceStep(scale.maxMs / 1000, xSteps);
  for (let second = xStep; second * 1000 <= scale.maxMs; second += xStep) {
    ctx.fillText(`${second}s`, scale.x(second * 1000), scale.bottom + 7);
  }
  ctx.restore();
}

/** The curve from the start to `elapsedMs` as a path (not stroked). */
export function traceCurve(ctx: CanvasRenderingContext2D, scale: ChartScale, elapsedMs: number) {
  const steps = Math.max(2, Math.min(96, Math.ceil((scale.x(elapsedMs) - scale.left) / 4)));
  ctx.moveTo(scale.x(0), scale.y(1));
  for (let step = 1; step <= steps; step += 1) {
    const ms = (elapsedMs * step) / steps;
    ctx.lineTo(scale.x(ms), scale.y(multiplierAt(ms)));
  }
}

/** The curve's tip and the direction it is heading, for a rocket or a blip to sit on. */
export function getTip(scale: ChartScale, elapsedMs: number) {
  const x = scale.x(elapsedMs);
  const y = scale.y(multiplierAt(elapsedMs));
  const before = Math.max(0, elapsedMs - 250);
  const angle = Math.atan2(
    y - scale.y(multiplierAt(before)),
    x - scale.x(before) || Number.EPSILON,
  );
  return { x, y, angle };
}

/** A small deterministic generator: decorations look the same on every frame and device. */
export function createRandom(seed: number): () => number {
  let value = seed >>> 0 || 1;
  return () => {
    value ^= value << 13;
    value ^= value >>> 17;
    value ^= value << 5;
    return (value >>> 0) / 4294967296;
  };
}

/** Fills the curve's area down to the 1.00x line with a vertical gradient. */
export function fillUnderCurve(
  ctx: CanvasRenderingContext2D,
  scale: ChartScale,
  elapsedMs: number,
  colors: [string, string],
) {
  const gradient = ctx.createLinearGradient(0, scale.top, 0, scale.bottom);
  gradient.addColorStop(0, colors[0]);
  gradient.addColorStop(1, colors[1]);
  ctx.beginPath();
  traceCurve(ctx, scale, elapsedMs);
  ctx.lineTo(scale.x(elapsedMs), scale.bottom);
  ctx.lineTo(scale.x(0), scale.bottom);
  ctx.closePath();
  ctx.fillStyle = gradient;
  ctx.fill();
}
