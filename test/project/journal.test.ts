/**
 * Recovery from a save a killed process left half-done (src/project/journal.ts), on real interrupted saves:
 * a child saving Nith (saveProject, three files) stops itself at a chosen step of its save (the test hook
 * RVKIT_FAULT_STOP_AT) and is killed there. The next load or save of the directory completes the save
 * (killed after its commit point) or rolls it back (before), says so on standard error, and leaves no
 * temporary file; a journal of a process still running is left alone; a file changed since the killed save
 * checked it is kept; a directory moved before recovery still recovers.
 */
import { spawn } from 'node:child_process';
import {
  appendFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentHash } from '../../src/project/journal.js';
import { loadProject, projectFile, recoverDirectory, saveProject } from '../../src/project/index.js';
import { go, killAll, killGroup, stopped, tree, warm } from '../faults/harness.js';
import { editNith, nithCase } from '../faults/models.js';

const dirs: string[] = [];
afterAll(() => {
  killAll();
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

/** Nith in a case directory, and its tree when saved with `editNith` (done in a copy, to completion). */
async function nith(): Promise<{ dir: string; model: string; saved: Map<string, string> }> {
  const base = mkdtempSync(join(tmpdir(), 'rvkit-journal-'));
  dirs.push(base);
  const reference = nithCase(join(base, 'reference'));
  const project = await loadProject(reference);
  editNith(project);
  await saveProject(project);
  const dir = join(base, 'case');
  return { dir, model: nithCase(dir), saved: tree(reference) };
}

/** Starts saveProject on the case in a child that stops itself at `step`; resolves once it has stopped. */
async function stopAt(dir: string, step: string) {
  const w = warm('saveProject', { RVKIT_FAULT_STOP_AT: step });
  await w.ready;
  go(w, { caseDir: dir });
  await stopped(w);
  return w;
}

function journals(dir: string): string[] {
  return readdirSync(dir).filter((n) => n.startsWith('.rvkit-journal.') || n.endsWith('.tmp'));
}

describe('recovery of an interrupted save', () => {
  it('killed after its commit point: the next load completes it and says so', async () => {
    const { dir, model, saved } = await nith();
    const w = await stopAt(dir, 'commit');
    // Alive (stopped): its journal is its own, not touched.
    await recoverDirectory(model, () => {
      throw new Error('a live save was recovered');
    });
    killGroup(w);
    await w.exit;
    expect(journals(model).length).toBeGreaterThan(1);
    const said: string[] = [];
    const write = process.stderr.write;
    process.stderr.write = ((s: string) => (said.push(s), true)) as typeof process.stderr.write;
    try {
      await loadProject(model);
    } finally {
      process.stderr.write = write;
    }
    expect(said.join('')).toMatch(
      /completed a save interrupted after its commit point; completed .*Nith\.rvi/,
    );
    expect(tree(model)).toEqual(saved);
  });

  it('killed before its commit point: the next save rolls it back, then saves', async () => {
    const { dir, model } = await nith();
    const before = tree(model);
    const w = await stopAt(dir, 'staged');
    killGroup(w);
    await w.exit;
    expect(journals(model).length).toBeGreaterThan(0);
    const said: string[] = [];
    await recoverDirectory(model, (l) => said.push(l));
    expect(said).toEqual([
      `rvkit: ${model}: rolled back a save interrupted before its commit point: no file changed; removed 1 temporary file(s) it left`,
    ]);
    expect(tree(model)).toEqual(before);
    const project = await loadProject(model);
    const rvi = projectFile(project, 'rvi')!;
    rvi.doc.items.unshift({ kind: 'comment', text: '# next save', eol: '\r\n', start: -1 });
    await saveProject(project);
    expect(journals(model)).toEqual([]);
  });

  it('a file changed after the commit point, before recovery, is kept; the others are completed', async () => {
    const { dir, model, saved } = await nith();
    const w = await stopAt(dir, 'commit');
    killGroup(w);
    await w.exit;
    appendFileSync(join(model, 'Nith.rvp'), '# edited after the kill\r\n');
    const edited = readFileSync(join(model, 'Nith.rvp'), 'latin1');
    const said: string[] = [];
    await recoverDirectory(model, (l) => said.push(l));
    expect(said.join('')).toContain(`${join(model, 'Nith.rvp')} changed since then and kept as it is`);
    expect(readFileSync(join(model, 'Nith.rvp'), 'latin1')).toBe(edited);
    expect(tree(model).get('Nith.rvi')).toBe(saved.get('Nith.rvi'));
    expect(journals(model)).toEqual([]);
  });

  it('a directory moved before recovery still recovers (the journal names files relative to it)', async () => {
    const { dir, model, saved } = await nith();
    const w = await stopAt(dir, 'commit');
    killGroup(w);
    await w.exit;
    const moved = join(dir, 'moved');
    renameSync(model, moved);
    await recoverDirectory(moved, () => undefined);
    expect(tree(moved)).toEqual(saved);
  });

  it('a killed process not yet reaped (a zombie) counts as dead: its committed save is completed', async () => {
    const base = mkdtempSync(join(tmpdir(), 'rvkit-journal-'));
    dirs.push(base);
    // The inner sleep's parent becomes a sleep that never reaps it: once it ends, it stays a zombie.
    const sh = spawn('sh', ['-c', 'sleep 0.05 & echo $!; exec sleep 30'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const pid = Number(
      await new Promise<string>((r) => sh.stdout.once('data', (d: Buffer) => r(d.toString()))),
    );
    while (!readFileSync(`/proc/${pid}/stat`, 'latin1').includes(') Z '))
      await new Promise((r) => setTimeout(r, 10));
    const start = readFileSync(`/proc/${pid}/stat`, 'latin1').split(') ')[1]!.split(' ')[19];
    writeFileSync(join(base, 'a.rvi'), 'old\n');
    writeFileSync(join(base, '.a.rvi.rvkit-1-0.tmp'), 'new\n');
    const lines = [
      { rvkit: 'save-journal', pid, start, host: hostname() },
      { tmp: '.a.rvi.rvkit-1-0.tmp', target: 'a.rvi', before: contentHash('old\n') },
      { commit: true },
    ];
    writeFileSync(join(base, `.rvkit-journal.${pid}.0`), lines.map((l) => JSON.stringify(l) + '\n').join(''));
    await recoverDirectory(base, () => undefined);
    sh.kill();
    expect(readdirSync(base)).toEqual(['a.rvi']);
    expect(readFileSync(join(base, 'a.rvi'), 'latin1')).toBe('new\n');
  });
});
