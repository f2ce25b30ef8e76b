/**
 * The models the fault suite writes and the edits each writing command makes, shared by the tests and by the
 * child process they kill (child.ts): no jest globals here.
 *
 * Every case lives in a case directory: the directory the command is told to write (its root: `model/`, or
 * the work directory `work/` of an emulator or parameter sets) and, beside it, `shared/`, which lies outside
 * the root and must never change.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command, Item } from '../../src/ast/nodes.js';
import type { Project } from '../../src/project/project.js';
import type { Config } from '../../src/models/sections/config.js';
import type { HRUs } from '../../src/models/rvh/index.js';
import { copyCorpusModel, ownCorpus, sharedCorpus } from '../paths.js';

/** Nith (Raven's benchmark): legacy names that `rvkit fix` migrates in two files, CRLF files that `rvkit fmt`
 * rewrites, a redirected .rvp. */
export const NITH = 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Nith';

/** The Salmon River forcing of the reference library's emulator tests. */
export const SALMON_NC = join(
  sharedCorpus,
  'Ouranosinc__raven-testdata/raven-gr4j-cemaneige/Salmon-River-Near-Prince-George_meteo_daily.nc',
);

/** Nith in `<caseDir>/model`, and `<caseDir>/shared` beside it. */
export function nithCase(caseDir: string): string {
  mkdirSync(join(caseDir, 'shared'), { recursive: true });
  writeFileSync(join(caseDir, 'shared', 'notes.txt'), 'outside the model directory\n');
  return copyCorpusModel(NITH, join(caseDir, 'model'));
}

/**
 * rvkit's tiny GR4J model in `<caseDir>/model`, its forcing in `<caseDir>/shared/tiny-forcing.rvt` reached by
 * `:RedirectToFile ../shared/tiny-forcing.rvt` (outside the model directory, as a shared data file is).
 */
export function tinyCase(caseDir: string): string {
  const model = join(caseDir, 'model');
  mkdirSync(join(caseDir, 'shared'), { recursive: true });
  cpSync(join(ownCorpus, 'gr4j-tiny'), model, { recursive: true });
  writeFileSync(
    join(caseDir, 'shared', 'tiny-forcing.rvt'),
    readFileSync(join(ownCorpus, 'gr4j-tiny', 'tiny.rvt')),
  );
  writeFileSync(
    join(model, 'tiny.rvt'),
    '# forcing kept beside the model\n:RedirectToFile ../shared/tiny-forcing.rvt\n',
  );
  return model;
}

/** The first top-level command with this name. */
function command(items: readonly Item[], name: string): Command {
  const found = items.find((i) => i.kind === 'command' && i.line.words[0].text === name);
  if (!found) throw new Error(`no ${name}`);
  return found as Command;
}

/** The edit saved by the saveProject case: Nith's duration, and a comment at the top of its .rvp and of the
 * redirected channel_sections.rvp (three files). */
export function editNith(project: Project): void {
  const rvi = project.files.find((f) => f.ravenName === 'Nith.rvi')!;
  command(rvi.doc.items, ':Duration').line.words[1].text = '400';
  for (const name of ['Nith.rvp', 'channel_sections.rvp']) {
    const file = project.files.find((f) => f.ravenName === name)!;
    file.doc.items.unshift({ kind: 'comment', text: '# saved by the fault suite', eol: '\r\n', start: -1 });
  }
}

/** The edit saved by the writeRv case: the duration (.rvi), the HRU's area (.rvh), a global parameter (.rvp). */
export function editTiny(config: Config): void {
  config.duration = 400;
  (config.hrus as HRUs).root[0].area = 260;
  config.global_parameter = { ...config.global_parameter, AVG_ANNUAL_SNOW: 18.5 };
}

/** The parameter sets of the runParameterSets case: what the work directory holds, and what is written. */
export const OLD_SETS = [
  [0.3, -1, 200, 2, 10, 0.5],
  [1.2, 0, 600, 1.5, 20, 0.9],
  [0.529, -3.396, 407.29, 1.072, 16.9, 0.947],
];
export const NEW_SETS = [
  [0.5, -2, 300, 1.2, 12, 0.6],
  [0.9, -0.5, 500, 1.8, 18, 0.8],
  [0.7, -1.5, 350, 1.4, 15, 0.7],
];

/**
 * The calibration of the calibrate case (rvkit's tiny GR4J model, serial DDS, a fixed seed: the same
 * evaluations on every run): two parameters in the .rvp and a value tied to one of them in the .rvc, so that
 * writing the best set back changes two files.
 */
export const CALIBRATION: readonly string[] = [
  '-p',
  'x1=SoilProfiles DEFAULT_P SOIL_PROD 0.1 1.5',
  '-p',
  'x3=SoilParameterList [DEFAULT] GR4J_X3 20 300',
  '--tie',
  'UniformInitialConditions PRODUCT_STORE = 500*x1',
  '-n',
  '6',
  '--seed',
  '23',
  '-j',
  '1',
];

/** rvkit's tiny GR4J model in `<caseDir>/model` (its forcing in it), and `<caseDir>/shared` beside it. */
export function tinyModelCase(caseDir: string): string {
  mkdirSync(join(caseDir, 'shared'), { recursive: true });
  writeFileSync(join(caseDir, 'shared', 'notes.txt'), 'outside the model directory\n');
  const model = join(caseDir, 'model');
  cpSync(join(ownCorpus, 'gr4j-tiny'), model, { recursive: true });
  return model;
}
