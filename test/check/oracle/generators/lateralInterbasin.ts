/**
 * An INTERBASIN :LateralFlush (RV267): from the first HRU to a group of the other HRUs, which stops Raven
 * when the group holds more than one ("only one HRU in the model can recieve flush output if INTERBASIN is
 * used"), beside the same flush to one HRU, which Raven runs. Models with fewer than three HRUs get none.
 */
import { networkOf } from '../../../../src/facts/network.js';
import { lineOf } from '../../../../src/facts/site.js';
import { relPath, type Generator, type Mutation } from '../mutation.js';
import { append, baseFile, insertAt, nextLineStart, ordered } from './network.js';

/** The flush to the HRUs of group `to`, declared after :SoilModel, listed in the .rvh, in the process block. */
export const lateralInterbasin: Generator = {
  kinds: ['lateral-flush-interbasin-many', 'lateral-flush-interbasin-one'],
  generate(fx) {
    const rvi = baseFile(fx, 'rvi');
    const rvh = baseFile(fx, 'rvh');
    const soilModel = fx.facts.uses('rvi', ':SoilModel')[0];
    const end = rvi && /^[ \t]*:EndHydrologicProcesses/m.exec(rvi.text);
    const hrus = networkOf(fx.facts).hrus;
    if (!rvi || !rvh || !soilModel || soilModel.file !== rvi || !end || hrus.length < 3) return [];
    const declare = insertAt(fx, rvi, nextLineStart(rvi, soilModel.command.line.start), [
      ':DefineHRUGroups FlushFrom FlushTo',
    ]);
    const flush = insertAt(fx, rvi, end.index, [
      ' :LateralFlush RAVEN_DEFAULT FlushFrom PONDED_WATER To FlushTo PONDED_WATER INTERBASIN',
    ]);
    const at = { file: relPath(fx, rvi), line: lineOf(rvi, end.index) + 1 };
    const make = (kind: string, to: readonly string[]): Mutation => ({
      kind,
      label: `INTERBASIN :LateralFlush from HRU ${hrus[0].idText} to ${to.length} HRU(s)`,
      edits: ordered([
        declare,
        flush,
        append(fx, rvh, [
          ':HRUGroup FlushFrom',
          `  ${hrus[0].idText}`,
          ':EndHRUGroup',
          ':HRUGroup FlushTo',
          `  ${to.join(' ')}`,
          ':EndHRUGroup',
        ]),
      ]),
      at,
    });
    const others = hrus.slice(1).map((h) => h.idText);
    return [
      make('lateral-flush-interbasin-many', others),
      make('lateral-flush-interbasin-one', others.slice(-1)),
    ];
  },
};

/** The generators of INTERBASIN lateral connections. */
export const LATERAL_INTERBASIN_GENERATORS: readonly Generator[] = [lateralInterbasin];
