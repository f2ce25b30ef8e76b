/** Shared by the oracle tests: the models, and the comparison of our master list with Raven's. */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEMPLATE_OMITS } from '../../../grammar/parameters/index.js';
import type { RequiredParameter } from '../../../src/check/parameters/masterList.js';
import { copyCorpusModel, ownCorpus } from '../../paths.js';
import type { TemplateSections } from './ravenLists.js';

/** A model to run: where it is and its .rvi stem. */
export interface OracleModel {
  readonly label: string;
  readonly copy: (dest: string) => void;
  readonly stem: string;
}

const shared = (dir: string, stem: string): OracleModel => ({
  label: dir.split('/').pop() ?? dir,
  copy: (dest) => copyCorpusModel(dir, dest),
  stem,
});
// The examples read their forcing from ../forcing: it is copied beside them.
const own = (dir: string, stem: string): OracleModel => ({
  label: `corpus/${dir}`,
  copy: (dest) => {
    cpSync(join(ownCorpus, dir), dest, { recursive: true });
    cpSync(join(ownCorpus, 'forcing'), join(dest, '..', 'forcing'), { recursive: true });
  },
  stem,
});

const CSHS = 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__';
const OURANOS = 'Ouranosinc__raven-testdata/';

/** Every model of RUNNABLE.md, and the project's own runnable examples. */
export const ORACLE_MODELS: readonly OracleModel[] = [
  shared(`${CSHS}Alouette`, 'Alouette_ws'),
  shared(`${CSHS}Coquitlam`, 'Coquitlam_ws'),
  shared(`${CSHS}Irondequoit`, 'Irondequoit'),
  shared(`${CSHS}Revelstoke`, 'Revelstoke_ws'),
  shared(`${CSHS}Salmon_GR4J`, 'raven-gr4j-salmon'),
  shared(`${CSHS}Salmon_HBV`, 'raven-hbv-salmon'),
  shared(`${CSHS}Salmon_HMETS`, 'raven-hmets-salmon'),
  shared(`${CSHS}Salmon_MOHYSE`, 'raven-mohyse-salmon'),
  shared(`${OURANOS}raven-gr4j-cemaneige`, 'raven-gr4j-salmon'),
  shared(`${OURANOS}raven-hbvec`, 'raven-hbvec-salmon'),
  shared(`${OURANOS}raven-hmets`, 'raven-hmets-salmon'),
  shared(`${OURANOS}raven-mohyse`, 'raven-mohyse-salmon'),
  own('basicroute', 'basicroute'),
  own('blended', 'blended'),
  own('canadianshield', 'canadianshield'),
  own('gr4j-tiny', 'tiny'),
  own('gr4jcn', 'gr4jcn'),
  own('hbvec', 'hbvec'),
  own('hmets', 'hmets'),
  own('hypr', 'hypr'),
  own('mohyse', 'mohyse'),
  own('sacsma', 'sacsma'),
];

/** A fresh copy of a model in a temporary directory; `done` removes it. */
export function freshCopy(model: OracleModel): { dir: string; done: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'rvkit-params-'));
  const dir = join(root, 'model');
  model.copy(dir);
  return { dir, done: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * What Raven's CreateRVPTemplate writes for a master list: per section, first occurrences only, without the
 * names it writes elsewhere or not at all, and nothing of the terrain and transport classes.
 */
export function templateOf(list: readonly RequiredParameter[]): TemplateSections {
  const out: TemplateSections = { global: [], soil: [], landuse: [], vegetation: [] };
  const seen = new Set<string>();
  for (const p of list) {
    if (seen.has(p.name)) continue;
    seen.add(p.name);
    if (p.classType === 'terrain' || p.classType === 'transport') continue;
    const omitted: readonly string[] = TEMPLATE_OMITS[p.classType as keyof typeof TEMPLATE_OMITS] ?? [];
    if (!omitted.includes(p.name)) out[p.classType].push(p.name);
  }
  return out;
}
