/** `rvkit new EMULATOR DIR --from-basinmaker PRODUCT --forcing FILE.nc`: a model from a routing product. */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import '../../models/index.js';
import '../../project/configMethods.js'; // Config#writeRv
import { writeFileAtomic } from '../../project/atomicWrite.js';
import { ProjectError } from '../../project/errors.js';
import { modelFromBasinMaker } from '../../geo/basinmaker/modelFromProduct.js';
import { gridWeightsText } from '../../geo/gridWeightsBlock.js';
import { formatMessage, GeoInputError } from '../../geo/messages.js';
import { VectorFileError } from '../../geo/vectorFile.js';
import { EXIT, type CliIO } from '../command.js';
import { reportWrittenModel } from './newCheck.js';

/** What `rvkit new` passes on when --from-basinmaker is given. */
export interface FromBasinMakerArgs {
  readonly emulator: string;
  readonly dir: string;
  readonly product: string;
  readonly forcing: readonly string[];
  readonly altNames: Record<string, string>;
  readonly params?: readonly number[] | Readonly<Record<string, number>>;
  readonly start?: string;
  readonly end?: string;
  readonly name?: string;
  readonly runName?: string;
  readonly avgAnnualRunoff?: number;
  readonly allowPartial?: boolean;
  readonly force?: boolean;
}

/** Builds and writes the model; the exit code. Nothing is written when an input is wrong. */
export async function newFromBasinMaker(a: FromBasinMakerArgs, io: CliIO): Promise<number> {
  let built;
  try {
    built = await modelFromBasinMaker({
      emulator: a.emulator,
      product: a.product,
      forcing: a.forcing,
      workdir: a.dir,
      altNames: a.altNames,
      params: a.params,
      start: a.start,
      end: a.end,
      runName: a.runName,
      avgAnnualRunoff: a.avgAnnualRunoff,
      allowPartial: a.allowPartial,
    });
  } catch (e) {
    if (e instanceof GeoInputError) {
      io.err(e.messages.map(formatMessage).join('\n') + '\nrvkit new: nothing written\n');
      return EXIT.problems;
    }
    if (e instanceof VectorFileError || (e as NodeJS.ErrnoException).code === 'ENOENT') {
      io.err(`rvkit new: ${(e as Error).message}\n`);
      return EXIT.failure;
    }
    throw e;
  }
  for (const m of built.messages) io.err(formatMessage(m) + '\n');
  const modelname = a.name ?? basename(resolve(a.dir));
  const weightsPath = join(a.dir, built.weightsFile);
  const weights = gridWeightsText(built.weights, [
    `grid weights of the HRUs of ${a.product} on ${a.forcing[0]}, by rvkit new --from-basinmaker`,
  ]);
  if (!a.force && existsSync(weightsPath) && readFileSync(weightsPath, 'latin1') !== weights) {
    io.err(
      `rvkit new: ${weightsPath} exists and differs (--force replaces it)\nrvkit new: nothing written\n`,
    );
    return EXIT.failure;
  }
  try {
    await built.config.writeRv(a.dir, modelname, a.force === true);
    await writeFileAtomic(weightsPath, weights);
  } catch (e) {
    const hint = e instanceof ProjectError ? ' (--force replaces them)' : '';
    io.err(`rvkit new: ${(e as Error).message}${hint}\n`);
    return EXIT.failure;
  }
  const p = built.product;
  io.out(
    `${a.emulator} model from the routing product written to ${a.dir} (${modelname}.rvi/.rvh/.rvp/.rvt/.rvc, ${built.weightsFile}):\n` +
      `  ${p.subBasins.root.length} subbasins, ${p.hrus.root.length} HRUs, ${p.reservoirs.length} lakes, ${p.channelProfiles.length} channel profiles; ` +
      `${built.weights.hru.length} grid weights on ${built.grid.ny} x ${built.grid.nx} cells\n` +
      `run it: rvkit run ${a.dir}\n`,
  );
  const errors = await reportWrittenModel(join(a.dir, `${modelname}.rvi`), io);
  return errors > 0 ? EXIT.problems : EXIT.ok;
}
