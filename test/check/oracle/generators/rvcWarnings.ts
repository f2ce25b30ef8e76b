/**
 * Initial conditions Raven reads with a warning and ignores: a state variable it does not know, a soil layer
 * the model does not have, and a reservoir stage for a subbasin without a reservoir (RV484, RV485).
 */
import { idKey } from '../../../../src/facts/ravenNumbers.js';
import { relPath, type Generator, type Mutation } from '../mutation.js';
import { append, baseFile, firstAddedLine, ordered } from './network.js';

/** One line appended to the model's .rvc, with its kind and label. */
function rvcLine(
  fx: Parameters<Generator['generate']>[0],
  kind: string,
  label: string,
  line: string,
): Mutation[] {
  const rvc = baseFile(fx, 'rvc');
  if (!rvc) return [];
  const edit = append(fx, rvc, [line]);
  return [
    { kind, label, edits: ordered([edit]), at: { file: relPath(fx, rvc), line: firstAddedLine(edit) } },
  ];
}

/** The .rvc mistakes Raven warns about. */
export const rvcWarnings: Generator = {
  kinds: ['rvc-state-unknown', 'rvc-soil-layer-absent', 'rvc-reservoir-absent'],
  generate(fx) {
    const out: Mutation[] = [];
    out.push(
      ...rvcLine(
        fx,
        'rvc-state-unknown',
        'initial conditions of SOIL_WATER',
        ':UniformInitialConditions SOIL_WATER 10.0',
      ),
    );
    const layers = fx.facts.rvi.soilModel?.layers;
    if (layers !== undefined && layers > 0) {
      out.push(
        ...rvcLine(
          fx,
          'rvc-soil-layer-absent',
          `initial conditions of SOIL[${layers + 2}]`,
          `:UniformInitialConditions SOIL[${layers + 2}] 10.0`,
        ),
      );
    }
    const reservoirs = new Set(
      fx.facts.rvh.reservoirs.flatMap((r) => (r.subbasin ? [idKey(r.subbasin.text)] : [])),
    );
    const without = fx.facts.rvh.subbasins.find((s) => !reservoirs.has(idKey(s.tokens[0].text)));
    if (without) {
      const id = without.tokens[0].text;
      out.push(
        ...rvcLine(
          fx,
          'rvc-reservoir-absent',
          `reservoir stage of subbasin ${id}`,
          `:InitialReservoirStage ${id} 1.0`,
        ),
      );
    }
    return out;
  },
};

/** The generators of the .rvc warnings. */
export const RVC_WARNING_GENERATORS: readonly Generator[] = [rvcWarnings];
