import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Command } from '../../src/ast/nodes.js';
import { loadProject, projectFile, ProjectConflictError, saveProject } from '../../src/project/index.js';
import { copyCorpusModel, rvFilesUnder } from '../paths.js';

const NITH = 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Nith';
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function nithCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rvkit-save-'));
  dirs.push(dir);
  return copyCorpusModel(NITH, join(dir, 'Nith'));
}

function snapshot(dir: string): Map<string, { bytes: string; mtime: number }> {
  return new Map(
    rvFilesUnder(dir).map((p) => [p, { bytes: readFileSync(p, 'latin1'), mtime: statSync(p).mtimeMs }]),
  );
}

/** The first top-level command with this name in a tree. */
function command(items: readonly { kind: string }[], name: string): Command {
  return items.find((i) => i.kind === 'command' && (i as Command).line.words[0].text === name) as Command;
}

describe('saveProject', () => {
  it('writes nothing when nothing changed', async () => {
    const dir = nithCopy();
    const before = snapshot(dir);
    const project = await loadProject(dir);
    const result = await saveProject(project);
    expect(result.written).toEqual([]);
    expect(result.unchanged).toHaveLength(project.files.length);
    expect(snapshot(dir)).toEqual(before);
  });

  it('rewrites only the edited file, and in it only the edited line', async () => {
    const dir = nithCopy();
    const before = snapshot(dir);
    const project = await loadProject(dir);
    const rvi = projectFile(project, 'rvi')!;
    const duration = command(rvi.doc.items, ':Duration');
    duration.line.words[1].text = '365';
    const result = await saveProject(project);
    expect(result.written).toEqual([rvi.path]);
    const after = snapshot(dir);
    for (const [path, { bytes }] of before) {
      if (path !== rvi.path) expect(after.get(path)!.bytes).toBe(bytes);
    }
    const oldLines = before.get(rvi.path)!.bytes.split('\n');
    const newLines = after.get(rvi.path)!.bytes.split('\n');
    expect(newLines).toHaveLength(oldLines.length);
    const changed = newLines.flatMap((l, i) => (l === oldLines[i] ? [] : [[oldLines[i], l]]));
    expect(changed).toHaveLength(1);
    expect(changed[0][1]).toBe(changed[0][0].replace(/:Duration(\s+)\S+/, ':Duration$1365'));
    // Saved: a second save has nothing to do.
    expect((await saveProject(project)).written).toEqual([]);
  });

  it('saves edits in redirected files to those files', async () => {
    const dir = nithCopy();
    const project = await loadProject(dir);
    const sections = project.files.find((f) => f.ravenName === 'channel_sections.rvp')!;
    sections.doc.items.unshift({ kind: 'comment', text: '# checked by rvkit', eol: '\r\n', start: -1 });
    const result = await saveProject(project);
    expect(result.written).toEqual([sections.path]);
    expect(readFileSync(sections.path, 'latin1').startsWith('# checked by rvkit\r\n')).toBe(true);
  });

  it('refuses to overwrite a file changed on disk since loading, and then writes nothing at all', async () => {
    const dir = nithCopy();
    const project = await loadProject(dir);
    const rvi = projectFile(project, 'rvi')!;
    const rvh = projectFile(project, 'rvh')!;
    command(rvi.doc.items, ':Duration').line.words[1].text = '365';
    rvh.doc.items.unshift({ kind: 'blank', text: '', eol: '\n', start: -1 });
    writeFileSync(rvh.path, `# edited elsewhere\n${rvh.text}`, 'latin1');
    const rviBefore = readFileSync(rvi.path, 'latin1');
    const error = await saveProject(project).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProjectConflictError);
    expect((error as ProjectConflictError).paths).toEqual([rvh.path]);
    expect(readFileSync(rvi.path, 'latin1')).toBe(rviBefore);
    expect(readFileSync(rvh.path, 'latin1').startsWith('# edited elsewhere\n')).toBe(true);
    // Forced, both files are written.
    expect((await saveProject(project, { force: true })).written).toEqual([rvi.path, rvh.path]);
  });
});
