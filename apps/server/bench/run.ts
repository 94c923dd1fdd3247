/**
 * Runs the registered benchmarks in sequence: `npm run bench` runs all, `npm run bench -- <filter>` those whose
 * name contains the filter. Register a bench by adding its module (exporting `run()`) below.
 */
import * as alertsList from './alerts-list.bench.ts';
import * as chainStore from './chain-store.bench.ts';
import * as dashboard from './dashboard.bench.ts';
import * as exposureCore from './exposure-core.bench.ts';
import * as exposureKernel from './exposure-kernel/exposure-kernel.bench.ts';
import * as load from './load.bench.ts';
import * as monitor from './monitor.bench.ts';
import * as screeningLatency from './screening-latency.bench.ts';
import * as tracePool from './trace-pool.bench.ts';
import * as upload from './upload.bench.ts';

type Bench = { name: string; run: () => Promise<void> };

const BENCHES: Bench[] = [
  { name: 'exposure-core', run: exposureCore.run },
  { name: 'screening-latency', run: screeningLatency.run },
  { name: 'alerts-list', run: alertsList.run },
  { name: 'upload', run: upload.run },
  { name: 'dashboard', run: dashboard.run },
  { name: 'load', run: load.run },
  // The monitor (issue 30): a block of new transfers to its alert items with 100,000 monitored addresses.
  { name: 'monitor', run: monitor.run },
  // The chain store on ClickHouse (decision 0062): ingest rate, disk, screening latency at scale.
  { name: 'chain-store', run: chainStore.run },
  // Not matched by `-- exposure` either: traces on the event loop and on the trace pool (decision 0060).
  { name: 'trace-pool', run: tracePool.run },
  // Not matched by `-- exposure`: the compiled kernel's comparison (decision 0052), run on its own.
  { name: 'wasm-kernel', run: exposureKernel.run },
];

const filter = process.argv[2];
// A bench named exactly runs alone (`-- load` is not `upload`); otherwise every bench whose name contains the filter.
const exact = BENCHES.filter((bench) => bench.name === filter);
const selected = exact.length ? exact : BENCHES.filter((bench) => !filter || bench.name.includes(filter));
if (selected.length === 0) {
  console.error(`No benchmark matches "${filter}". Known: ${BENCHES.map((bench) => bench.name).join(', ')}`);
  process.exit(1);
}
for (const bench of selected) {
  console.log(`\n### ${bench.name}`);
  await bench.run();
}
