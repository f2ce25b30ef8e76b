/**
 * A command run inside the task's own process (RunTaskOptions.inProcess) that throws where nothing catches it,
 * in a callback of its own, is recorded as a failed attempt with its error, as a second process crashing
 * alone would have been, instead of taking the task process down before the record is written. The task runs
 * in a child Node process, so that the throw reaches a real process's handlers and not the test runner's.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const cluster = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'src', 'cluster');
const url = (file: string) => JSON.stringify(pathToFileURL(join(cluster, file)).href);

const script = (dir: string, how: 'throw' | 'reject') => `
import { createJobDir, rvkitCommand } from ${url('jobDir.js')};
import { runTask } from ${url('runTask.js')};
import { readTaskRecord } from ${url('taskRecord.js')};
const dir = ${JSON.stringify(dir)};
await createJobDir(dir, { name: 'crash', tasks: [{ name: 't', commands: [{ argv: [...rvkitCommand(), 'run', '.'], cwd: dir }] }] });
const result = await runTask(dir, 0, {
  id: 'here-1',
  inProcess: () => new Promise(() => {
    ${how === 'throw' ? "setTimeout(() => { throw new Error('boom in a callback'); }, 0);" : "void Promise.reject(new Error('boom in a promise'));"}
  }),
});
const record = await readTaskRecord(dir, 0);
console.log(JSON.stringify({ result, end: record.end }));
`;

describe('a command run in the task process that throws where nothing catches it', () => {
  for (const how of ['throw', 'reject'] as const)
    test(`(${how}) is recorded failed with its error, and the task process lives to record it`, () => {
      const dir = mkdtempSync(join(tmpdir(), 'rvkit-crash-'));
      try {
        const ran = spawnSync(
          process.execPath,
          ['--input-type=module', '-e', script(join(dir, 'job'), how)],
          {
            encoding: 'utf8',
          },
        );
        expect(ran.status).toBe(0);
        const { result, end } = JSON.parse(ran.stdout.trim().split('\n').pop()!) as {
          result: { state: string; exitCode: number };
          end: { state: string; exitCode: number; message?: string };
        };
        expect(result).toEqual({ state: 'failed', exitCode: 1 });
        expect(end.state).toBe('failed');
        expect(end.message).toContain(how === 'throw' ? 'boom in a callback' : 'boom in a promise');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
});
