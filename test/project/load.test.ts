import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { printRv } from '../../src/printer/print.js';
import {
  findModels,
  loadProject,
  projectDiagnostics,
  projectFile,
  ProjectError,
  type Project,
} from '../../src/project/index.js';
import { ownCorpus, sharedCorpus } from '../paths.js';
import { redirectedLayout, tinyCopy as tinyModel } from './tinyModel.js';

const BENCH = 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__';
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function temp(): string {
  const d = mkdtempSync(join(tmpdir(), 'rvkit-project-'));
  dirs.push(d);
  return d;
}

function names(project: Project): string[] {
  return project.files.map((f) => `${f.fileType}:${f.ravenName}${f.redirect ? `<-${f.redirect.depth}` : ''}`);
}

function errors(project: Project) {
  return projectDiagnostics(project).filter((d) => d.severity === 'error');
}

describe('loadProject on the corpus', () => {
  it('loads a model from its directory: the five base files, no problems, trees that print back', async () => {
    const project = await loadProject(join(ownCorpus, 'gr4j-tiny'));
    expect(project.stem).toBe('tiny');
    expect(names(project)).toEqual([
      'rvi:tiny.rvi',
      'rvp:tiny.rvp',
      'rvh:tiny.rvh',
      'rvt:tiny.rvt',
      'rvc:tiny.rvc',
    ]);
    expect(errors(project)).toEqual([]);
    for (const f of project.files) expect(printRv(f.doc)).toBe(readFileSync(f.path, 'latin1'));
  });

  it('follows redirects in the .rvt and .rvp of Nith, each read as the type of the file naming it', async () => {
    const project = await loadProject(join(sharedCorpus, `${BENCH}Nith`, 'Nith.rvi'));
    expect(errors(project)).toEqual([]);
    expect(names(project)).toEqual([
      'rvi:Nith.rvi',
      'rvp:Nith.rvp',
      'rvp:channel_sections.rvp<-1',
      'rvh:Nith.rvh',
      'rvt:Nith.rvt',
      'rvt:Stratford.rvt<-1',
      'rvt:UWStation.rvt<-1',
      'rvt:GlenAllan.rvt<-1',
      'rvt:NewHamburgObservedFlows.rvt<-1',
      'rvt:CanningObservedFlows.rvt<-1',
      'rvc:Nith.rvc',
    ]);
    const gauge = project.files.find((f) => f.ravenName === 'Stratford.rvt')!;
    expect(gauge.redirect).toMatchObject({ from: projectFile(project, 'rvt')!.path, line: 13, depth: 1 });
  });

  it('reports the redirect Raven cannot open (Alouette2: ALUGauge.rvt, the file is ALUgauge.rvt)', async () => {
    const project = await loadProject(join(sharedCorpus, `${BENCH}Alouette2`));
    expect(errors(project).map((e) => [e.file.endsWith('Alouette2.rvt'), e.line, e.code, e.message])).toEqual(
      [
        [
          true,
          16,
          'RV201',
          ':RedirectToFile: cannot find file ALUGauge.rvt (there is ALUgauge.rvt: file names are case-sensitive)',
        ],
      ],
    );
  });

  it('loads OSTRICH templates in place of missing files', async () => {
    const project = await loadProject(
      join(sharedCorpus, 'Ouranosinc__raven-testdata/ostrich-gr4j-cemaneige'),
    );
    expect(project.files.filter((f) => f.template).map((f) => f.fileType)).toEqual(['rvp', 'rvc']);
    expect(projectFile(project, 'rvp')!.path.endsWith('raven-gr4j-salmon.rvp.tpl')).toBe(true);
  });

  it('asks for the stem when a directory holds several models, and loads the one named', async () => {
    const dir = join(sharedCorpus, `${BENCH}York_nc`);
    const models = await findModels(dir);
    expect(models.length).toBeGreaterThan(1);
    await expect(loadProject(dir)).rejects.toThrow(ProjectError);
    await expect(loadProject(dir)).rejects.toThrow(models.map((m) => m.stem).join(', '));
    const one = await loadProject(dir, { stem: models[0].stem });
    expect(one.stem).toBe(models[0].stem);
  });

  it('reports base files the model needs but lacks, at line 1 of the .rvi', async () => {
    const project = await loadProject(join(sharedCorpus, 'rchlumsk__RavenR/inst__extdata/Nith.rvi'));
    const missing = errors(project).filter((e) => e.code === 'RV201');
    expect(missing.map((e) => e.message.split(' ')[3])).toEqual(['.rvp', '.rvt', '.rvc']);
    expect(missing.every((e) => e.line === 1 && e.file.endsWith('Nith.rvi'))).toBe(true);
  });

  it('rejects a path that is not an .rvi and a directory without a model', async () => {
    await expect(loadProject(join(ownCorpus, 'gr4j-tiny', 'tiny.rvh'))).rejects.toThrow('not an .rvi file');
    await expect(loadProject(temp())).rejects.toThrow('no .rvi file');
  });
});

describe("loadProject follows Raven's path rules", () => {
  const tinyCopy = () => tinyModel(dirs);

  it('anchors .rvh redirects on the .rvt name (quirk) and files named by :rvt_Filename on the .rvi', async () => {
    const dir = redirectedLayout(dirs, 'forcing');
    const project = await loadProject(dir);
    expect(errors(project)).toEqual([]);
    expect(names(project)).toContain('rvt:forcing/m.rvt');
    expect(names(project)).toContain('rvh:forcing//hrus.rvh<-1');
    // The same file beside the .rvh is not where Raven looks.
    const moved = await loadProject(redirectedLayout(dirs, '.'));
    expect(errors(moved).map((e) => e.message)).toEqual([
      ':RedirectToFile: cannot find file hrus.rvh (Raven looks for forcing//hrus.rvh)',
    ]);
  });

  it('allows one level of redirects in an .rvp and two in an .rvt', async () => {
    const dir = tinyCopy();
    writeFileSync(join(dir, 'm.rvp'), `${readFileSync(join(dir, 'm.rvp'), 'latin1')}:RedirectToFile a.rvp\n`);
    writeFileSync(join(dir, 'a.rvp'), ':RedirectToFile b.rvp\n');
    writeFileSync(join(dir, 'b.rvp'), '# never read\n');
    writeFileSync(join(dir, 'm.rvt'), `${readFileSync(join(dir, 'm.rvt'), 'latin1')}:RedirectToFile a.rvt\n`);
    writeFileSync(join(dir, 'a.rvt'), ':RedirectToFile b.rvt\n');
    writeFileSync(join(dir, 'b.rvt'), ':RedirectToFile c.rvt\n');
    writeFileSync(join(dir, 'c.rvt'), '# never read\n');
    const project = await loadProject(dir);
    expect(names(project).filter((n) => n.includes('<-'))).toEqual([
      'rvp:a.rvp<-1',
      'rvt:a.rvt<-1',
      'rvt:b.rvt<-2',
    ]);
    expect(errors(project).map((e) => [basename(e.file), e.line, e.code])).toEqual([
      ['a.rvp', 1, 'RV102'],
      ['b.rvt', 1, 'RV102'],
    ]);
  });

  it('reports a redirect inside a table block, which Raven refuses, as the block left open', async () => {
    const dir = tinyCopy();
    const props =
      ':SubBasinProperties\n  :Parameters TIME_CONC\n  :Units d\n  :RedirectToFile props.rvh\n:EndSubBasinProperties\n';
    writeFileSync(join(dir, 'm.rvh'), readFileSync(join(dir, 'm.rvh'), 'latin1') + props);
    writeFileSync(join(dir, 'props.rvh'), '  1, 2.5\n');
    const project = await loadProject(dir);
    expect(errors(project).map((e) => e.message)).toContain(
      ':SubBasinProperties is not closed: expected :EndSubBasinProperties before :RedirectToFile',
    );
  });
});
