// `npm run bench [-- name ...]`: runs the named benchmarks (all when none is named).
import { benchFrontend } from './frontend';
import { benchHttp } from './http';
import { benchLedger } from './ledger';
import { benchLighthouse } from './lighthouse';
import { benchRealtime } from './realtime';

const BENCHMARKS: Record<string, () => Promise<void>> = {
  http: benchHttp,
  ledger: benchLedger,
  frontend: benchFrontend,
  lighthouse: benchLighthouse,
  realtime: benchRealtime,
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
