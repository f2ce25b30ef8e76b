/**
 * Constituents past Raven's layer limit (RV567): as many :Transport lines as the model's water compartments
 * leave room for, plus one, appended to the .rvi (Raven stops: "CModel::AddStateVariables: bad layer index
 * specified").
 */
import { MAX_SV_LAYERS } from '../../../../grammar/stateVariables.js';
import { constituentsOf } from '../../../../src/facts/constituents.js';
import { waterCompartmentsBefore } from '../../../../src/facts/waterCompartments.js';
import { relPath, type Generator } from '../mutation.js';
import { appendedLine } from './lateCrash.js';
import { append, baseFile, ordered } from './network.js';

/** One constituent more than the model has layers for. */
export const transportLayers: Generator = {
  kinds: ['transport-layers-over'],
  generate(fx) {
    const rvi = baseFile(fx, 'rvi');
    const n = waterCompartmentsBefore(fx.facts);
    if (!rvi || !n) return [];
    const k = Math.floor(MAX_SV_LAYERS / n) + 1 - constituentsOf(fx.facts).length;
    if (k < 1) return [];
    const lines = Array.from({ length: k }, (_, i) => `:Transport Tracer${i + 1}`);
    return [
      {
        kind: 'transport-layers-over',
        label: `${k} :Transport constituent(s) for at least ${n} water compartments`,
        edits: ordered([append(fx, rvi, lines)]),
        at: { file: relPath(fx, rvi), line: appendedLine(rvi) + k - 1 },
      },
    ];
  },
};

/** The generators of the transport model's layer limit. */
export const TRANSPORT_LAYER_GENERATORS: readonly Generator[] = [transportLayers];
