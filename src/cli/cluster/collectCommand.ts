/** Printing or writing a job's collected results (`rvkit cluster collect`, `rvkit calibrate --collect`). */
import { writeFile } from 'node:fs/promises';
import { jobStatus, readJob } from '../../cluster/index.js';
import { EXIT, type CliIO } from '../command.js';
import { collectedCsv, collectJob } from './collect.js';
import { shown } from './statusReport.js';
import { knownSchedulers } from './submitFlow.js';

/** Collects the job in `dir`: CSV (or JSON) on standard output or into `output`; a summary on standard error. */
export async function collectResults(
  dir: string,
  options: { readonly output?: string; readonly json?: boolean },
  io: CliIO,
): Promise<number> {
  const job = await readJob(dir);
  const status = await jobStatus(job, knownSchedulers());
  const table = await collectJob(status);
  const text = options.json
    ? JSON.stringify(
        table.rows.map((r) => Object.fromEntries(table.header.map((h, i) => [h, r[i]]))),
        null,
        1,
      ) + '\n'
    : collectedCsv(table);
  if (options.output === undefined) io.out(text);
  else await writeFile(options.output, text);
  const got = job.tasks.length - table.missing;
  io.err(
    `job ${job.name}: results of ${got} of ${job.tasks.length} task(s)` +
      `${options.output === undefined ? '' : ` in ${shown(options.output)}`}` +
      `${table.missing > 0 ? `; ${table.missing} without: see rvkit cluster status ${shown(job.dir)}` : ''}\n`,
  );
  return table.missing === 0 ? EXIT.ok : EXIT.problems;
}
