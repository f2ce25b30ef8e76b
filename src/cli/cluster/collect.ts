/**
 * `rvkit cluster collect` (and `rvkit calibrate --collect`): every task's result in one table, a row per
 * task (per observed series for a run's diagnostics), its state and reason beside it, so a job of 500
 * calibrations reads as one CSV with its failures in it.
 */
import { readFile } from 'node:fs/promises';
import type { JobStatus } from '../../cluster/index.js';

/** A table cell. */
export type Cell = string | number | boolean | null;

/** The collected table. */
export interface Collected {
  readonly header: readonly string[];
  readonly rows: readonly (readonly Cell[])[];
  /** Tasks with no result to read (not done, or their result file missing). */
  readonly missing: number;
}

/** The fields of a calibration's result.json, flat: evaluations, the best objective, its parameters. */
function calibrationFields(result: Record<string, unknown>): Record<string, Cell> {
  const best = (result.best ?? {}) as Record<string, unknown>;
  const flat: Record<string, Cell> = {
    algorithm: result.algorithm as string,
    seed: result.seed as number,
    budget: result.budget as number,
    evaluations: result.evaluations as number,
    failed: result.failed as number,
    best_evaluation: best.evaluation as number,
    cost: best.cost as number,
    seconds: result.seconds as number,
  };
  for (const group of ['parameters', 'tied', 'responses']) {
    for (const [k, v] of Object.entries((best[group] ?? {}) as Record<string, Cell>)) flat[k] = v;
  }
  return flat;
}

/** The rows of a Diagnostics.csv: one per observed series, its metrics by name. */
function diagnosticsRows(csv: string): Record<string, Cell>[] {
  const lines = csv
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '')
    .map((l) =>
      l
        .replace(/,\s*$/, '')
        .split(',')
        .map((c) => c.trim()),
    );
  const [head, ...rest] = lines;
  if (!head) return [];
  return rest.map((cells) => {
    const row: Record<string, Cell> = { series: cells[0] ?? '' };
    head.forEach((name, i) => {
      if (i >= 2) row[name.replace(/^DIAG_/, '')] = Number(cells[i]);
    });
    return row;
  });
}

/** What one result file holds, as rows of named values (none when it is missing or unreadable). */
async function readResult(path: string): Promise<Record<string, Cell>[] | null> {
  const text = await readFile(path, 'utf8').catch(() => null);
  if (text === null) return null;
  if (path.endsWith('.json')) {
    try {
      const data = JSON.parse(text) as Record<string, unknown>;
      return data.result === 'rvkit-calibration' ? [calibrationFields(data)] : [data as Record<string, Cell>];
    } catch {
      return null;
    }
  }
  return diagnosticsRows(text);
}

/** Every task's result, a row each (or per series), with the task's state and reason. */
export async function collectJob(status: JobStatus): Promise<Collected> {
  const columns: string[] = [];
  const rows: Record<string, Cell>[] = [];
  let missing = 0;
  for (const task of status.tasks) {
    const base: Record<string, Cell> = { task: task.index, name: task.name, state: task.state };
    const spec = status.job.tasks[task.index]!;
    const results = spec.commands.flatMap((c) => (c.result ? [c.result] : []));
    const read = task.state === 'done' ? await Promise.all(results.map(readResult)) : [];
    const found = read.filter((r): r is Record<string, Cell>[] => r !== null && r.length > 0).flat();
    if (found.length === 0) {
      missing++;
      const why = task.state === 'done' ? 'done, but left no result' : (task.reason ?? '');
      rows.push({ ...base, reason: why });
    } else for (const r of found) rows.push({ ...base, ...r });
  }
  for (const row of rows) for (const key of Object.keys(row)) if (!columns.includes(key)) columns.push(key);
  // The reason last: it is long, and empty for every result.
  const header = [
    ...columns.filter((c) => c !== 'reason'),
    ...(columns.includes('reason') ? ['reason'] : []),
  ];
  return { header, rows: rows.map((r) => header.map((c) => r[c] ?? null)), missing };
}

function csvCell(value: Cell): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The table as CSV. */
export function collectedCsv(table: Collected): string {
  return [table.header, ...table.rows].map((r) => r.map(csvCell).join(',')).join('\n') + '\n';
}
