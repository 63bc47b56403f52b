import {
  createRandom,
  drawGrid,
  fillUnderCurve,
  getChartScale,
  getTip,
  traceCurve,
  type SceneInput,
} from './chart';

/** `crash`: a rocket climbing through deep space; it blows up at the crash point. */
const STARS = (() => {
  const random = createRandom(20_261_212);
  return Array.from({ length: 70 }, () => ({
    x: random(),
    y: random(),
    radius: 0.4 + random() * 1.3,
    phase: random() * Math.PI * 2,
  }));
})();

function drawSky({ ctx, size, frame, time, hasMotion }: SceneInput) {
  const sky = ctx.createLinearGradient(0, 0, 0, size.height);
  sky.addColorStop(0, '#120a2e');
  sky.addColorStop(1, '#06040f');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, size.width, size.height);
  // The stars drift left as the rocket flies; they stand still when motion is unwanted.
  const drift = hasMotion ? frame.elapsedMs * 0.012 + time * 0.004 : 0;
  for (const star of STARS) {
    const x =
      (((star.x * size.width - drift * star.radius) % size.width) + size.width) % size.width;
    const twinkle = hasMotion ? 0.55 + 0.45 * Math.sin(time / 700 + star.phase) : 0.8;
    ctx.globalAlpha = 0.25 + 0.6 * twinkle * (star.radius / 1.7);
    ctx.fillStyle = '#e9e4ff';
    ctx.beginPath();
    ctx.arc(x, star.y * size.height, star.radius, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
}

function drawRocket(
  ctx: CanvasRenderingContext2D,
  tip: { x: number; y: number; angle: number },
  flame: number,
) {
  ctx.save();
  ctx.translate(tip.x, tip.y);
  ctx.rotate(tip.angle);
  if (flame > 0) {
    const exhaust = ctx.createLinearGradient(-12, 0, -12 - 22 * flame, 0);
    exhaust.addColorStop(0, '#fde68a');
    exhaust.addColorStop(0.5, '#fb923c');
    exhaust.addColorStop(1, 'rgba(244,63,94,0)');
    ctx.fillStyle = exhaust;
    ctx.beginPath();
    ctx.moveTo(-11, -4);
    ctx.quadraticCurveTo(-12 - 22 * flame, 0, -11, 4);
    ctx.fill();
  }
  // Fins, body, nose and window.
  ctx.fillStyle = '#f43f5e';
  ctx.beginPath();
  ctx.moveTo(-12, -4);
  ctx.lineTo(-16, -10);
  ctx.lineTo(-4, -5);
  ctx.moveTo(-12, 4);
  ctx.lineTo(-16, 10);
  ctx.lineTo(-4, 5);
  ctx.fill();
  ctx.fillStyle = '#f8fafc';
  ctx.beginPath();
  ctx.moveTo(16, 0);
  ctx.quadraticCurveTo(8, -7, -12, -5.5);
  ctx.lineTo(-12, 5.5);
  ctx.quadraticCurveTo(8, 7, 16, 0);
  ctx.fill();
  ctx.fillStyle = '#38bdf8';
  ctx.beginPath();
  ctx.arc(3, 0, 2.6, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

function drawExplosion(ctx: CanvasRenderingContext2D, x: number, y: number) {
  const glow = ctx.createRadialGradient(x, y, 0, x, y, 34);
  glow.addColorStop(0, 'rgba(254,240,138,0.95)');
  glow.addColorStop(0.35, 'rgba(251,146,60,0.8)');
  glow.addColorStop(1, 'rgba(244,63,94,0)');
  ctx.fillStyle = glow;
  ctx.beginPath();
  ctx.arc(x, y, 34, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = 'rgba(253,186,116,0.9)';
  ctx.lineWidth = 2;
  ctx.beginPath();
  for (let ray = 0; ray < 10; ray += 1) {
    const angle = (ray / 10) * Math.PI * 2;
    const inner = ray % 2 === 0 ? 14 : 10;
    const outer = ray % 2 === 0 ? 28 : 20;
    ctx.moveTo(x + Math.cos(angle) * inner, y + Math.sin(angle) * inner);
    ctx.lineTo(x + Math.cos(angle) * outer, y + Math.sin(angle) * outer);
  }
  ctx.stroke();
}

export function drawRocketScene(input: SceneInput) {
  const { ctx, size, frame, time, hasMotion } = input;
  drawSky(input);
  const scale = getChartScale(size, frame);
  drawGrid(ctx, scale, { line: 'rgba(167,139,250,0.12)', label: 'rgba(196,181,253,0.6)' });
  const isCrashed = frame.phase === 'crashed';

  if (frame.phase === 'running' || isCrashed) {
    fillUnderCurve(
      ctx,
      scale,
      frame.elapsedMs,
      isCrashed
        ? ['rgba(244,63,94,0.28)', 'rgba(244,63,94,0)']
        : ['rgba(251,146,60,0.32)', 'rgba(236,72,153,0.02)'],
    );
    const stroke = ctx.createLinearGradient(scale.left, 0, scale.right, 0);
    stroke.addColorStop(0, isCrashed ? '#fb7185' : '#fbbf24');
    stroke.addColorStop(1, isCrashed ? '#e11d48' : '#f472b6');
    ctx.strokeStyle = stroke;
    ctx.lineWidth = 4;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    traceCurve(ctx, scale, frame.elapsedMs);
    ctx.stroke();
  }

  const tip = getTip(scale, frame.elapsedMs);
  if (isCrashed) {
    drawExplosion(ctx, tip.x, tip.y);
  } else if (frame.phase === 'running') {
    const flicker = hasMotion ? 0.75 + 0.25 * Math.sin(time / 45) : 0.9;
    drawRocket(ctx, tip, flicker);
  } else {
    // On the pad, nose up along the curve's start, engines idling as the countdown runs.
    const idle = frame.phase === 'betting' ? 0.25 + 0.3 * frame.bettingProgress : 0;
    drawRocket(ctx, { x: scale.x(0) + 14, y: scale.y(1) - 14, angle: -Math.PI / 4 }, idle);
  }
}
