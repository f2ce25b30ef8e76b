/** The benches' large model: the basinmaker product's tables in the project's small GR4J model. */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The basinmaker test product's Raven input in the shared corpus (852 subbasins, 1,300 HRUs). */
export const BASINMAKER_INPUT = 'dustming__basinmaker/Toolbox_QGIS__tests__testdata__02LE024__RavenInput';

/**
 * Copies the product's .rvh and .rvp (with their redirects) to `dest` and gives them the project's small GR4J
 * model's .rvi, .rvt and .rvc (`own` is the project's corpus folder): the large tables in a model that loads fast.
 */
export function copyBasinmakerModel(sharedCorpus: string, own: string, dest: string): string {
  cpSync(join(sharedCorpus, BASINMAKER_INPUT), dest, { recursive: true });
  for (const ext of ['rvi', 'rvt', 'rvc'])
    writeFileSync(join(dest, `Mytest_model.${ext}`), readFileSync(join(own, 'gr4j-tiny', `tiny.${ext}`)));
  return dest;
}
