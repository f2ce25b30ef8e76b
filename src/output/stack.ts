/** Stacking datasets of equal shape along a new leading dimension (an ensemble's members). */
import { Dataset, type Variable, type VariableData } from './dataset.js';

/**
 * Stacks datasets along a new first dimension `dim`, as xarray's concat with `coords="different"`: every data
 * variable gains the dimension; a coordinate equal in all datasets (time, basin names) is kept once.
 * The new dimension has no coordinate values: members are positional.
 */
export function stackDatasets(datasets: readonly Dataset[], dim: string): Dataset {
  const [first] = datasets;
  if (first === undefined) throw new Error('no datasets to stack');
  if (Object.hasOwn(first.dims, dim)) throw new Error(`the datasets already have a dimension "${dim}"`);
  datasets.forEach((dataset, member) => {
    const same = JSON.stringify(dataset.dims) === JSON.stringify(first.dims);
    if (!same)
      throw new Error(
        `member ${member} has dimensions ${JSON.stringify(dataset.dims)}, not ${JSON.stringify(first.dims)}`,
      );
  });
  const variables: Record<string, Variable> = {};
  let timeStacked = false;
  for (const [name, variable] of Object.entries(first.variables)) {
    const members = datasets.map((dataset, member) => {
      if (!dataset.has(name)) throw new Error(`member ${member} has no variable "${name}"`);
      return dataset.get(name);
    });
    if (first.coords.includes(name) && members.every((m) => sameData(m.data, variable.data))) {
      variables[name] = variable;
      continue;
    }
    if (name === first.time?.name) timeStacked = true;
    variables[name] = {
      dims: [dim, ...variable.dims],
      data: concat(members.map((m) => m.data)),
      attrs: variable.attrs,
    };
  }
  return new Dataset({
    dims: { [dim]: datasets.length, ...first.dims },
    variables,
    attrs: first.attrs,
    coords: first.coords,
    // Members on different time axes share no single axis.
    time: timeStacked ? null : first.time,
  });
}

function sameData(a: VariableData, b: VariableData): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false;
  return true;
}

function concat(parts: readonly VariableData[]): VariableData {
  if (parts.every((p): p is Float64Array => p instanceof Float64Array)) {
    const out = new Float64Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const part of parts) {
      out.set(part, at);
      at += part.length;
    }
    return out;
  }
  return parts.flatMap((p) => Array.from(p as ArrayLike<string | number>, String));
}
