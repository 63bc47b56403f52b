import {
  drawGrid,
  fillUnderCurve,
  getChartScale,
  getTip,
  traceCurve,
  type ChartScale,
  type SceneInput,
} from './chart';

/**
 * `crashsw`, Crash Sweep: a sonar screen over the deep sea. A beam sweeps the quarter circle
 * from the origin, waves roll along the bottom, and the blip at the curve's tip turns red when
 * the sweep finds the crash.
 */
function drawSonar({ ctx, size, time, hasMotion }: SceneInput, scale: ChartScale) {
  const sea = ctx.createRadialGradient(
    scale.left,
    scale.bottom,
    0,
    scale.left,
    scale.bottom,
    size.width,
  );
  sea.addColorStop(0, '#063247');
  sea.addColorStop(1, '#020a14');
  ctx.fillStyle = sea;
  ctx.fillRect(0, 0, size.width, size.height);

  const reach = Math.hypot(scale.right - scale.left, scale.bottom - scale.top);
  ctx.strokeStyle = 'rgba(34,211,238,0.10)';
  ctx.lineWidth = 1;
  for (let ring = 1; ring <= 6; ring += 1) {
    ctx.beginPath();
    ctx.arc(scale.left, scale.bottom, (reach * ring) / 6, -Math.PI / 2, 0);
    ctx.stroke();
  }

  // The beam swings across the quarter and back; a fading fan trails it.
  const swing = hasMotion ? 0.5 + 0.5 * Math.sin(time / 1400) : 0.5;
  const angle = (-Math.PI / 2) * swing;
  for (let trail = 0; trail < 8; trail += 1) {
    const from = angle + trail * 0.035 * (Math.cos(time / 1400) >= 0 ? 1 : -1);
    ctx.fillStyle = `rgba(34,211,238,${0.09 - trail * 0.01})`;
    ctx.beginPath();
    ctx.moveTo(scale.left, scale.bottom);
    ctx.arc(scale.left, scale.bottom, reach, from - 0.035, from + 0.035);
    ctx.closePath();
    ctx.fill();
  }
}

function drawWaves({ ctx, size, time, hasMotion }: SceneInput, scale: ChartScale) {
  const shift = hasMotion ? time / 600 : 0;
  const bands: [number, number, string][] = [
    [6, 0.018, 'rgba(14,165,233,0.16)'],
    [4, 0.027, 'rgba(45,212,191,0.14)'],
  ];
  bands.forEach(([amplitude, frequency, color], index) => {
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.moveTo(0, size.height);
    for (let x = 0; x <= size.width; x += 8) {
      const y =
        scale.bottom -
        4 -
        index * 5 +
        Math.sin(x * frequency + shift * (index ? -1.3 : 1)) * amplitude;
      ctx.lineTo(x, y);
    }
    ctx.lineTo(size.width, size.height);
    ctx.closePath();
    ctx.fill();
  });
}

function drawBlip(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  color: string,
  pulse: number,
) {
  ctx.strokeStyle = color;
  ctx.globalAlpha = 1 - pulse;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.arc(x, y, 6 + pulse * 18, 0, Math.PI * 2);
  ctx.stroke();
  ctx.globalAlpha = 1;
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.arc(x, y, 5, 0, Math.PI * 2);
  ctx.fill();
}

export function drawSweepScene(input: SceneInput) {
  const { ctx, size, frame, time, hasMotion } = input;
  const scale = getChartScale(size, frame);
  drawSonar(input, scale);
  drawGrid(ctx, scale, { line: 'rgba(103,232,249,0.10)', label: 'rgba(165,243,252,0.6)' });
  drawWaves(input, scale);
  const isCrashed = frame.phase === 'crashed';
  const pulse = hasMotion ? (time % 1200) / 1200 : 0.5;

  if (frame.phase === 'running' || isCrashed) {
    fillUnderCurve(
      ctx,
      scale,
      frame.elapsedMs,
      isCrashed
        ? ['rgba(248,113,113,0.22)', 'rgba(248,113,113,0)']
        : ['rgba(34,211,238,0.28)', 'rgba(45,212,191,0.02)'],
    );
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    // A wide pale stroke under a thin bright one: a glow without shadowBlur, cheap on phones.
    for (const [width, color] of [
      [9, isCrashed ? 'rgba(248,113,113,0.25)' : 'rgba(34,211,238,0.22)'],
      [3, isCrashed ? '#f87171' : '#67e8f9'],
    ] as const) {
      ctx.lineWidth = width;
      ctx.strokeStyle = color;
      ctx.beginPath();
      traceCurve(ctx, scale, frame.elapsedMs);
      ctx.stroke();
    }
    const tip = getTip(scale, frame.elapsedMs);
    drawBlip(ctx, tip.x, tip.y, isCrashed ? '#f87171' : '#a5f3fc', isCrashed ? 0.6 : pulse);
  } else {
    drawBlip(ctx, scale.x(0), scale.y(1), '#67e8f9', pulse);
  }
}
