/** The emulator cases of the fault suite: a work directory that already holds an earlier run of the model. */
import { join } from 'node:path';
import '../../src/index.js'; // attaches Config.load and writeRv
import { Emulator } from '../../src/engine/emulator.js';
import { Config } from '../../src/models/sections/config.js';
import { tinyCase } from './models.js';

/** The tiny case (models.ts) with `<caseDir>/work` holding a run of it over `duration` days; the Config. */
export async function emulatedCase(
  caseDir: string,
  duration = 20,
): Promise<{ config: Config; work: string }> {
  tinyCase(caseDir);
  const config = await Config.load(join(caseDir, 'model'));
  config.duration = duration;
  const work = join(caseDir, 'work');
  await new Emulator(config, work, 'tiny').run();
  return { config, work };
}
