// `npm run bench [-- name ...]`: runs the named benchmarks (all when none is named).
import { benchCrash } from './crash';
import { benchCrashFrames } from './crash-frames';
import { benchFrontend } from './frontend';
import { benchHttp } from './http';
import { benchLedger } from './ledger';
import { benchLighthouse } from './lighthouse';
import { benchLoad } from './load';
import { benchProvider } from './provider';
import { benchRealtime } from './realtime';
import { benchSlotRtp } from './slot-rtp';

const BENCHMARKS: Record<string, () => Promise<void>> = {
  http: benchHttp,
  ledger: benchLedger,
  frontend: benchFrontend,
  lighthouse: benchLighthouse,
  realtime: benchRealtime,
  crash: benchCrash,
  'crash-frames': benchCrashFrames,
  'slot-rtp': benchSlotRtp,
  provider: benchProvider,
  load: benchLoad,
};

const names = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
for (const name of names.length > 0 ? names : Object.keys(BENCHMARKS)) {
  const bench = BENCHMARKS[name];
  if (!bench) {
    console.error(`unknown benchmark "${name}"; known: ${Object.keys(BENCHMARKS).join(', ')}`);
    process.exit(2);
  }
  console.log(`\n## ${name}`);
  await bench();
}
