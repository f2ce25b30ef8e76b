/**
 * The water each HRU's soil layers start with, as ParseInitialConditionsFile (ParseInitialConditionFile.cpp) sets
 * it line by line from the .rvc: `:UniformInitialConditions SOIL[m] v` for every HRU, `:HRUStateVariableTable`
 * rows for the HRU they name, `:InitialConditions SOIL[m]` one value per HRU in the order of :HRUs (the HRUs
 * left over at zero); a later line overrides an earlier one, and a layer nothing sets starts at zero. Kept to
 * the certain cases: an .rvc with HRU-group rows, `:IfModeEquals` or `:End`, or a soil store written some other
 * way (an alias, lower case) gives none.
 */
import { argToken } from './args.js';
import type { ModelFacts } from './facts.js';
import { oncePerModel } from './memo.js';
import { networkOf } from './network.js';
import { atof, idKey } from './ravenNumbers.js';
import { resolveStore } from './stores.js';
import { wordToken, type Token } from './site.js';
import { childCommand, tableRows } from './table.js';

/** The soil state of one layer across the HRUs: per HRU (reading order), its value and the token that set it. */
export interface SoilLayerStart {
  readonly layer: number;
  readonly value: Float64Array;
  /** The token that set each HRU's value (undefined: never set, so zero). */
  readonly token: readonly (Token | undefined)[];
}

const EXACT = /^SOIL\[(\d+)\]$/;
const UNCERTAIN = [':IfModeEquals', ':End'];

/** The soil layer a state variable name sets, 'other' for another store, or undefined when it is not certain. */
function soilLayer(text: string): number | 'other' | undefined {
  const exact = EXACT.exec(text);
  if (exact) return Number(exact[1]);
  return resolveStore(text, []).type === 'SOIL' ? undefined : 'other';
}

/** The starting soil water of every layer the .rvc sets, or undefined when it is not certain. */
export const initialSoilStates: (model: ModelFacts) => ReadonlyMap<number, SoilLayerStart> | undefined =
  oncePerModel((model) => {
    const layers = model.rvi.soilModel?.layers ?? 0;
    const network = networkOf(model);
    const n = network.hrus.length;
    const out = new Map<number, { layer: number; value: Float64Array; token: (Token | undefined)[] }>();
    const layerState = (m: number) => {
      let s = out.get(m);
      if (!s) out.set(m, (s = { layer: m, value: new Float64Array(n), token: new Array(n) }));
      return s;
    };
    for (const ref of model.commands('rvc')) {
      const name = ref.command.spec?.name ?? ref.command.line.words[0].text;
      if (UNCERTAIN.includes(name)) return undefined;
      if (name === ':UniformInitialConditions') {
        const sv = argToken(ref, 0);
        const v = argToken(ref, 1);
        if (!sv || !v) continue;
        const m = soilLayer(sv.text);
        if (m === undefined) return undefined;
        if (m === 'other' || m >= layers) continue;
        const s = layerState(m);
        s.value.fill(atof(v.text));
        s.token.fill(v);
      } else if (name === ':HRUStateVariableTable') {
        const header = childCommand(ref.command, ':Attributes');
        if (!header) continue;
        const columns = header.line.words.slice(1).map((w) => soilLayer(wordToken(ref.file, w).text));
        if (columns.includes(undefined)) return undefined;
        for (const row of tableRows(ref.file, ref.command)) {
          if (row.tokens.length !== columns.length + 1) continue; // Raven stops on it (another rule's error)
          const hru = network.hruById.get(idKey(row.tokens[0].text));
          // A row naming an HRU group sets each of its HRUs: not followed here.
          if (!hru) {
            if (!/^[-+]?\d+$/.test(row.tokens[0].text)) return undefined;
            continue;
          }
          columns.forEach((m, i) => {
            if (m === 'other' || m === undefined || m >= layers) return;
            const s = layerState(m);
            s.value[hru.index] = atof(row.tokens[i + 1].text);
            s.token[hru.index] = row.tokens[i + 1];
          });
        }
      } else if (name === ':InitialConditions') {
        const sv = argToken(ref, 0);
        if (!sv || !ref.command.end) continue;
        const m = soilLayer(sv.text);
        if (m === undefined) return undefined;
        if (m === 'other' || m >= layers) continue;
        const s = layerState(m);
        // Raven reads whole lines until it holds a value per HRU; the HRUs left over start at zero.
        let count = 0;
        for (const row of tableRows(ref.file, ref.command)) {
          if (count >= n) break;
          for (const t of row.tokens) {
            if (count < n) {
              s.value[count] = atof(t.text);
              s.token[count] = t;
            }
            count++;
          }
        }
        for (let k = count; k < n; k++) {
          s.value[k] = 0;
          s.token[k] = undefined;
        }
      }
    }
    return out;
  });
