/** `npm run bench`: parse, lossless print and format throughput and peak memory. Prints, never fails a test run. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { corpusFile, gridWeights, hourlySeries, type BenchInput } from './data.js';
import { benchConfig } from './config.js';
import { benchEngine } from './engine.js';
import { benchEmulators } from './emulators.js';
import { benchCheck } from './check.js';
import { benchOutput } from './output.js';
import { benchPlot } from './plot.js';
import { benchLsp } from './lsp.js';
import { benchGridScan } from './gridScan.js';
import { benchSave, benchWritePath } from './save.js';
import { cpus, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const corpus = resolve(here, '..', '..', '..', 'shared', 'corpus');

const work = mkdtempSync(join(tmpdir(), 'rvkit-bench-'));
const generated = (input: BenchInput): [string, BenchInput] => {
  const path = join(work, `${input.rows}.${input.fileType}`);
  writeFileSync(path, input.text, 'latin1');
  return [path, input];
};
const cases: [string, BenchInput][] = [
  generated(gridWeights(1_000_000)),
  generated(hourlySeries(50)),
  ...[
    'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Salmon_GR4J/data_obs/Salmon-River-Near-Prince-George_meteo_daily.rvt',
    'dustming__basinmaker/Toolbox_QGIS__tests__testdata__02LE024__RavenInput/channel_properties.rvp',
    'dustming__basinmaker/Toolbox_QGIS__tests__testdata__02LE024__RavenInput/Lakes.rvh',
  ].map((p): [string, BenchInput] => [
    join(corpus, p),
    corpusFile(join(corpus, p), p.endsWith('rvt') ? 'rvt' : p.endsWith('rvp') ? 'rvp' : 'rvh'),
  ]),
];

console.log(
  `rvkit bench — Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB`,
);
console.log("median of 3 runs; peak = the case process's maximum resident memory (input text included)\n");
console.log(
  `${'input'.padEnd(62)} ${'op'.padEnd(6)} ${'ms'.padStart(8)} ${'rows/s'.padStart(12)} ${'MB/s'.padStart(7)} ${'peak MB'.padStart(8)}`,
);
for (const [path, input] of cases) {
  for (const op of ['parse', 'print', 'format']) {
    const args = [join(here, 'case.js'), path, op, input.fileType, input.name, String(input.rows)];
    const out = execFileSync(process.execPath, ['--max-old-space-size=4096', ...args], { encoding: 'utf8' });
    const r = JSON.parse(out) as {
      name: string;
      op: string;
      ms: number;
      rows: number;
      mb: number;
      peakMB: number;
    };
    const rowsPerS = Math.round((r.rows / r.ms) * 1000);
    console.log(
      `${r.name.slice(-62).padEnd(62)} ${op.padEnd(6)} ${r.ms.toFixed(1).padStart(8)} ${rowsPerS.toLocaleString('en').padStart(12)} ${((r.mb / r.ms) * 1000).toFixed(1).padStart(7)} ${r.peakMB.toFixed(0).padStart(8)}`,
    );
  }
}
rmSync(work, { recursive: true, force: true });

console.log('\nParse against a plain split-and-Number() scan');
benchGridScan();

console.log('\nTyped loading (median of 5, in process)');
await benchConfig(corpus);
console.log('\nSaving a loaded Config (median of 9, alternating with the way it replaced, in process)');
await benchSave(corpus, resolve(here, '..', '..', 'corpus'));
console.log(
  `\nThe write path (median of 9, alternating with the write it replaced, in process, in ${tmpdir()})`,
);
await benchWritePath(corpus);
console.log('\nOutput readers');
await benchOutput();
console.log('\nEngine');
await benchEngine();
console.log('\nEmulators');
await benchEmulators(corpus);
console.log('\nChecker (rvkit check)');
await benchCheck(corpus);
console.log('\nPlots and the web page');
await benchPlot(corpus);
console.log('\nLanguage server (rvkit lsp over stdio)');
await benchLsp(corpus);
