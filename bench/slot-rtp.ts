import { performance } from 'node:perf_hooks';
import { createCryptoRng } from '../apps/demo-provider/src/engines/rng';
import {
  exactSlotRtp,
  playSlotRound,
  validateSlotBet,
} from '../apps/demo-provider/src/engines/slot';
import { analyzeSlot } from '../apps/demo-provider/src/engines/slot-rtp';

/**
 * `npm run bench -- slot-rtp`: plays 10 million paid rounds of the demo studio's slot through
 * the real `playSlotRound` with the production `createCryptoRng()`, and checks the measured
 * RTP against the exact one (issue 13 point 4). Fails (exit code 1) when the measured RTP is
 * outside 94-97 % or more than 5 standard errors from the exact value.
 */

const SPINS = Number(process.env.BENCH_SLOT_SPINS ?? 10_000_000);
const BET = Number(process.env.BENCH_SLOT_BET ?? 100);
const RTP_RANGE = [0.94, 0.97] as const;
const MAX_STANDARD_ERRORS = 5;

const percent = (value: number, digits = 3) => `${(value * 100).toFixed(digits)} %`;
const verdict = (ok: boolean) => (ok ? '**PASS**' : '**FAIL**');

export async function benchSlotRtp(): Promise<void> {
  const problem = validateSlotBet(BET);
  if (problem) throw new Error(`BENCH_SLOT_BET: ${problem}`);
  const rng = createCryptoRng();
  const exact = exactSlotRtp();
  const parts = analyzeSlot();
  let sum = 0;
  let sumSquares = 0;
  let hits = 0;
  let triggers = 0;
  let freeSpins = 0;
  let biggest = 0;
  const started = performance.now();
  for (let i = 0; i < SPINS; i += 1) {
    const round = playSlotRound(BET, rng);
    // Sums of whole minor units stay exact as integers far past 10 million rounds.
    sum += round.totalWin;
    const ratio = round.totalWin / BET;
    sumSquares += ratio * ratio;
    if (round.totalWin > 0) hits += 1;
    if (round.spins.length > 1) {
      triggers += 1;
      freeSpins += round.spins.length - 1;
    }
    if (round.totalWin > biggest) biggest = round.totalWin;
  }
  const seconds = (performance.now() - started) / 1000;
  const measured = sum / (SPINS * BET);
  const deviation = Math.sqrt((sumSquares - SPINS * measured * measured) / (SPINS - 1));
  const standardError = deviation / Math.sqrt(SPINS);
  const errors = (measured - exact) / standardError;
  const inRange = measured >= RTP_RANGE[0] && measured <= RTP_RANGE[1];
  const close = Math.abs(errors) <= MAX_STANDARD_ERRORS;

  console.log(`${SPINS.toLocaleString('en')} paid rounds at a bet of ${BET} minor units`);
  console.log(
    `speed:            ${Math.round(SPINS / seconds).toLocaleString('en')} paid spins/s ` +
      `(${Math.round((SPINS + freeSpins) / seconds).toLocaleString('en')} spins/s with free spins), ` +
      `${seconds.toFixed(1)} s`,
  );
  console.log(`exact RTP:        ${percent(exact, 4)}`);
  console.log(`measured RTP:     ${percent(measured, 4)}`);
  console.log(
    `difference:       ${errors >= 0 ? '+' : ''}${errors.toFixed(2)} standard errors ` +
      `(1 SE = ${percent(standardError)}; a round's SD = ${deviation.toFixed(3)} bets)`,
  );
  console.log(`hit frequency:    ${percent(hits / SPINS, 2)} of paid rounds win something`);
  console.log(
    `free spins:       triggered 1 in ${(SPINS / Math.max(1, triggers)).toFixed(1)} ` +
      `(exact 1 in ${(1 / parts.triggerProbability).toFixed(1)}), ` +
      `${(freeSpins / Math.max(1, triggers)).toFixed(2)} free spins per trigger ` +
      `(exact ${parts.freeSpinsPerTrigger.toFixed(2)})`,
  );
  console.log(`biggest round:    ${(biggest / BET).toFixed(0)} x the bet`);
  console.log(
    `${verdict(inRange)} measured RTP within ${percent(RTP_RANGE[0], 0)} to ${percent(RTP_RANGE[1], 0)}; ` +
      `${verdict(close)} within ${MAX_STANDARD_ERRORS} standard errors of the exact RTP`,
  );
  if (!inRange || !close) process.exitCode = 1;
}
