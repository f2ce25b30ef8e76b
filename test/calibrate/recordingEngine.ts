/**
 * A model program for the signal tests: the real Raven behind a wrapper that, once Raven has run (at its
 * `holdAtRun`-th run; the earlier ones end at once), stays like a long model run and, when signalled, records the
 * signal and takes `stopSeconds` to stop. A SIGKILL cuts it short, which its record shows (no `stopped` line).
 */
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findEngine } from '../../src/engine/index.js';

/** Writes the model program in `dir`; its path, and the file where it records `running`, the signals, `stopped`. */
export function recordingEngine(
  dir: string,
  { holdAtRun = 1, stopSeconds }: { holdAtRun?: number; stopSeconds: number },
): { path: string; record: string } {
  const record = join(dir, 'record.txt');
  const path = join(dir, 'engine.sh');
  const stop = (signal: string, status: number) =>
    `trap 'echo ${signal} >> "$RECORD"; kill $pid 2>/dev/null; sleep ${stopSeconds}; echo stopped >> "$RECORD"; exit ${status}' ${signal}`;
  writeFileSync(
    path,
    [
      '#!/bin/bash',
      `RECORD=${JSON.stringify(record)}`,
      `${JSON.stringify(findEngine().path)} "$@" || exit $?`,
      'COUNT="$RECORD.runs"; echo >> "$COUNT"',
      `[ "$(wc -l < "$COUNT")" -ne ${holdAtRun} ] && exit 0`,
      stop('TERM', 143),
      stop('INT', 130),
      'sleep 600 & pid=$!',
      'echo running >> "$RECORD"',
      'wait $pid',
      '',
    ].join('\n'),
  );
  chmodSync(path, 0o755);
  return { path, record };
}
