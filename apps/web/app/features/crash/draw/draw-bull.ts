import { BULL_TARGET_X100 } from '@casino/contracts/crash-math';
import {
  CHART_FONT,
  createRandom,
  drawGrid,
  getChartScale,
  multiplierAt,
  type ChartScale,
  type SceneInput,
} from './chart';

/**
 * `crashbull`: a bull market as a candlestick chart. Each candle spans a slice of the round's
 * time, from the curve's value at its start to its value at its end, with wicks drawn from a
 * generator seeded by the round (the same on every screen). The crash is one long red candle
 * down to 1.00x. A dashed gold line marks 2.00x, where the side bet's bull wins.
 */
const CANDLES_ACROSS = 34;

function getBucketMs(scale: ChartScale): number {
  return Math.max(200, Math.round(scale.maxMs / CANDLES_ACROSS / 50) * 50);
}

function drawTargetLine(ctx: CanvasRenderingContext2D, scale: ChartScale) {
  const target = BULL_TARGET_X100 / 100;
  if (target > scale.maxMultiplier) return;
  const y = Math.round(scale.y(target)) + 0.5;
  ctx.save();
  ctx.setLineDash([6, 5]);
  ctx.strokeStyle = 'rgba(250,204,21,0.7)';
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.moveTo(scale.left, y);
  ctx.lineTo(scale.right, y);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.font = CHART_FONT;
  ctx.fillStyle = 'rgba(250,204,21,0.9)';
  // On the left, above the line: the right is where the candles climb.
  ctx.textAlign = 'left';
  ctx.textBaseline = y - scale.top < 14 ? 'top' : 'bottom';
  ctx.fillText('▲ 2.00×', scale.left + 6, ctx.textBaseline === 'top' ? y + 4 : y - 3);
  ctx.restore();
}

function drawCandle(
  ctx: CanvasRenderingContext2D,
  scale: ChartScale,
  centerX: number,
  width: number,
  prices: { open: number; close: number; high: number; low: number },
  colors: { body: string; wick: string },
) {
  const top = scale.y(Math.max(prices.open, prices.close));
  const bottom = scale.y(Math.min(prices.open, prices.close));
  ctx.strokeStyle = colors.wick;
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(Math.round(centerX) + 0.5, scale.y(prices.high));
  ctx.lineTo(Math.round(centerX) + 0.5, scale.y(prices.low));
  ctx.stroke();
  ctx.fillStyle = colors.body;
  ctx.fillRect(centerX - width / 2, top, width, Math.max(1.5, bottom - top));
}

export function drawBullScene({ ctx, size, frame, time, hasMotion }: SceneInput) {
  const background = ctx.createLinearGradient(0, 0, 0, size.height);
  background.addColorStop(0, '#04160d');
  background.addColorStop(1, '#020b07');
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, size.width, size.height);
  const scale = getChartScale(size, frame);
  drawGrid(ctx, scale, { line: 'rgba(74,222,128,0.10)', label: 'rgba(134,239,172,0.6)' });
  drawTargetLine(ctx, scale);

  const isCrashed = frame.phase === 'crashed';
  if (frame.phase !== 'running' && !isCrashed) {
    // Before the opening bell: a flat tape and a dot breathing at 1.00x.
    const glow = hasMotion ? 0.5 + 0.5 * Math.sin(time / 300) : 1;
    ctx.fillStyle = `rgba(74,222,128,${0.35 + 0.5 * glow})`;
    ctx.beginPath();
    ctx.arc(scale.x(0), scale.y(1), 5, 0, Math.PI * 2);
    ctx.fill();
    return;
  }

  const bucketMs = getBucketMs(scale);
  const width = Math.max(2, (scale.x(bucketMs) - scale.x(0)) * 0.66);
  const random = createRandom(0x9e3779b1 ^ ((frame.roundId ?? 0) * 2654435761));
  for (let start = 0; start < frame.elapsedMs; start += bucketMs) {
    const end = Math.min(start + bucketMs, frame.elapsedMs);
    const open = multiplierAt(start);
    const close = multiplierAt(end);
    const move = Math.max(close - open, 0.004 * close);
    const isForming = end === frame.elapsedMs && !isCrashed;
    drawCandle(
      ctx,
      scale,
      scale.x((start + end) / 2),
      width,
      {
        open,
        close,
        high: close + move * 0.8 * random(),
        low: Math.max(1, open - move * 0.6 * random()),
      },
      isForming
        ? { body: '#86efac', wick: '#bbf7d0' }
        : { body: '#22c55e', wick: 'rgba(134,239,172,0.8)' },
    );
  }

  if (isCrashed) {
    const top = multiplierAt(frame.elapsedMs);
    drawCandle(
      ctx,
      scale,
      scale.x(frame.elapsedMs + bucketMs / 2),
      width * 1.3,
      { open: top, close: 1, high: top, low: 1 },
      { body: '#ef4444', wick: '#fca5a5' },
    );
  }
}
