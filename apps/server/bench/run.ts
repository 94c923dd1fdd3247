/**
 * Runs the registered benchmarks in sequence: `npm run bench` runs all, `npm run bench -- <filter>` those whose
 * name contains the filter. Register a bench by adding its module (exporting `run()`) below.
 */
import * as alertsList from './alerts-list.bench.ts';
import * as dashboard from './dashboard.bench.ts';
import * as exposureCore from './exposure-core.bench.ts';
import * as screeningLatency from './screening-latency.bench.ts';
import * as upload from './upload.bench.ts';

type Bench = { name: string; run: () => Promise<void> };

const BENCHES: Bench[] = [
  { name: 'exposure-core', run: exposureCore.run },
  { name: 'screening-latency', run: screeningLatency.run },
  { name: 'alerts-list', run: alertsList.run },
  { name: 'upload', run: upload.run },
  { name: 'dashboard', run: dashboard.run },
];

const filter = process.argv[2];
const selected = BENCHES.filter((bench) => !filter || bench.name.includes(filter));
if (selected.length === 0) {
  console.error(`No benchmark matches "${filter}". Known: ${BENCHES.map((bench) => bench.name).join(', ')}`);
  process.exit(1);
}
for (const bench of selected) {
  console.log(`\n### ${bench.name}`);
  await bench.run();
}
