/**
 * Hydrographs.csv read into the layout of Hydrographs.nc (`time` × `nbasins`, `q_sim`, `q_obs`, `precip`, …),
 * so that code reading a hydrograph does not care which format Raven wrote.
 */
import { csvTimeAxis } from './csvTime.js';
import { numberColumn, parseCsv, parseNumber, splitUnits, unitsAttr } from './csvTable.js';
import { Dataset, type Variable } from './dataset.js';

/** The NetCDF variable name of each kind of extra basin column; the plain `<basin> [m3/s]` column is `q_sim`. */
const FLOW_VARIABLES: Readonly<Record<string, string>> = {
  observed: 'q_obs',
  local: 'q_loc',
  'res. inflow': 'q_in',
  'res. net inflow': 'qnet_in',
  'obs. res. inflow': 'q_in_obs',
};

interface FlowColumn {
  readonly column: number;
  readonly basin: number;
  readonly variable: string;
  readonly units: string | null;
}

/**
 * Reads the text of a Hydrographs.csv. Basins are named from the column headers: `basin_fullname` is the
 * subbasin name as written, `basin_name` is the subbasin ID for `ID=<n>` columns (Raven's header for unnamed
 * subbasins) and the name otherwise, since the CSV does not give IDs of named subbasins.
 */
export function readHydrographsCsv(text: string): Dataset {
  const { header, rows } = parseCsv(text);
  const { axis, variable: time } = csvTimeAxis(rows);
  const labels: string[] = [];
  const flows: FlowColumn[] = [];
  const variables: Record<string, Variable> = { time };
  header.forEach((cell, column) => {
    if (column < 3 || cell.trim() === '') return;
    const { label, units } = splitUnits(cell);
    if (label === 'precip') {
      variables['precip'] = { dims: ['time'], data: numberColumn(rows, column), attrs: unitsAttr(units) };
      return;
    }
    const match = /^(.*) \(([^()]*)\)$/.exec(label);
    const kind = match?.[2] === undefined ? undefined : FLOW_VARIABLES[match[2]];
    const basinLabel = kind === undefined ? label : (match?.[1] ?? label);
    const variable = kind ?? 'q_sim';
    if (variable === 'q_sim') labels.push(basinLabel);
    // Extra columns follow their basin's q_sim column and repeat its label.
    const basin = labels.lastIndexOf(basinLabel) >= 0 ? labels.lastIndexOf(basinLabel) : labels.length - 1;
    flows.push({ column, basin, variable, units });
  });

  const nbasins = labels.length;
  for (const name of new Set(flows.map((f) => f.variable))) {
    const data = new Float64Array(rows.length * nbasins).fill(NaN);
    const columns = flows.filter((f) => f.variable === name);
    rows.forEach((row, t) => {
      for (const { column, basin } of columns) data[t * nbasins + basin] = parseNumber(row[column]);
    });
    variables[name] = {
      dims: ['time', 'nbasins'],
      data,
      attrs: { ...unitsAttr(columns[0]?.units ?? null), coordinates: 'basin_name' },
    };
  }
  if (nbasins > 0) {
    const ids = labels.map((label) => /^ID=(.*)$/.exec(label)?.[1]);
    variables['basin_name'] = {
      dims: ['nbasins'],
      data: labels.map((label, i) => ids[i] ?? label),
      attrs: {},
    };
    variables['basin_fullname'] = {
      dims: ['nbasins'],
      data: labels.map((label, i) => (ids[i] === undefined ? label : '')),
      attrs: {},
    };
  }
  const dims: Record<string, number> = nbasins > 0 ? { time: rows.length, nbasins } : { time: rows.length };
  return new Dataset({ dims, variables, time: axis });
}
