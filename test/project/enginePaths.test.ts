/** Raven's own path quirks, checked on the real engine: rvkit loads what Raven reads, and misses what it misses. */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { RavenError, runRaven } from '../../src/engine/index.js';
import { loadProject, projectDiagnostics } from '../../src/project/index.js';
import { redirectedLayout } from './tinyModel.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const layout = (hrusIn: 'forcing' | '.') => redirectedLayout(dirs, hrusIn);

describe('redirect paths on the real engine', () => {
  it('Raven finds an .rvh redirect in the directory of the .rvt, as loadProject does', async () => {
    const dir = layout('forcing');
    expect(projectDiagnostics(await loadProject(dir)).filter((d) => d.severity === 'error')).toEqual([]);
    const result = await runRaven({ modelname: 'm', configdir: dir });
    expect(result.outputdir).toBe(join(dir, 'output'));
  }, 60_000);

  it('Raven does not find it beside the .rvh, and loadProject reports the same', async () => {
    const dir = layout('.');
    const problems = projectDiagnostics(await loadProject(dir)).filter((d) => d.code === 'RV201');
    expect(problems.map((p) => p.message)).toEqual([
      ':RedirectToFile: cannot find file hrus.rvh (Raven looks for forcing//hrus.rvh)',
    ]);
    const error = await runRaven({ modelname: 'm', configdir: dir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RavenError);
    expect((error as RavenError).message).toContain('forcing//hrus.rvh');
  }, 60_000);
});
