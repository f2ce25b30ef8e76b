/** Raven's own path quirks, checked on the real engine: rvkit loads what Raven reads, and misses what it misses. */
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RavenError, runRaven } from '../../src/engine/index.js';
import { loadProject, projectDiagnostics } from '../../src/project/index.js';
import { ownCorpus } from '../paths.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The tiny model with its .rvt in forcing/ (named by :rvt_Filename) and its :HRUs redirected from the .rvh. */
function layout(hrusIn: 'forcing' | '.'): string {
  const dir = mkdtempSync(join(tmpdir(), 'rvkit-quirk-'));
  dirs.push(dir);
  for (const ext of ['rvi', 'rvp', 'rvh', 'rvt', 'rvc']) {
    writeFileSync(join(dir, `m.${ext}`), readFileSync(join(ownCorpus, 'gr4j-tiny', `tiny.${ext}`)));
  }
  mkdirSync(join(dir, 'forcing'));
  renameSync(join(dir, 'm.rvt'), join(dir, 'forcing', 'm.rvt'));
  writeFileSync(
    join(dir, 'm.rvi'),
    `:rvt_Filename forcing/m.rvt\n${readFileSync(join(dir, 'm.rvi'), 'latin1')}`,
  );
  const rvh = readFileSync(join(dir, 'm.rvh'), 'latin1');
  const hrus = rvh.slice(rvh.indexOf(':HRUs'));
  writeFileSync(join(dir, hrusIn, 'hrus.rvh'), hrus);
  writeFileSync(join(dir, 'm.rvh'), rvh.replace(hrus, ':RedirectToFile hrus.rvh\n'));
  return dir;
}

describe('redirect paths on the real engine', () => {
  it('Raven finds an .rvh redirect in the directory of the .rvt, as loadProject does', async () => {
    const dir = layout('forcing');
    expect(projectDiagnostics(await loadProject(dir)).filter((d) => d.severity === 'error')).toEqual([]);
    const result = await runRaven({ modelname: 'm', configdir: dir });
    expect(result.outputdir).toBe(join(dir, 'output'));
  }, 60_000);

  it('Raven does not find it beside the .rvh, and loadProject reports the same', async () => {
    const dir = layout('.');
    const problems = projectDiagnostics(await loadProject(dir)).filter((d) => d.code === 'missing-file');
    expect(problems.map((p) => p.message)).toEqual([
      ':RedirectToFile: cannot find file hrus.rvh (Raven looks for forcing//hrus.rvh)',
    ]);
    const error = await runRaven({ modelname: 'm', configdir: dir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RavenError);
    expect((error as RavenError).message).toContain('forcing//hrus.rvh');
  }, 60_000);
});
