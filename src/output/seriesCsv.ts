/**
 * WatershedStorage.csv and ForcingFunctions.csv: one watershed-wide series per column, read into the
 * variables of their NetCDF twins (WatershedStorage.nc, ForcingFunctions.nc).
 */
import { csvTimeAxis } from './csvTime.js';
import { numberColumn, parseCsv, splitUnits, unitsAttr } from './csvTable.js';
import { Dataset, type Variable } from './dataset.js';

/**
 * CSV column labels whose NetCDF variable has another name; other columns keep their label. (ForcingFunctions.nc
 * also has an `LW_radiation` that is not the CSV's `net_LW_radiation`: in Raven 4.12 it reads 0 where the CSV
 * has the net longwave radiation, so the two are kept apart.)
 */
const STORAGE_NAMES: Readonly<Record<string, string>> = {
  'Channel Storage': 'channel_storage',
  'Reservoir Storage': 'reservoir_storage',
  'Rivulet Storage': 'rivulet_storage',
  Total: 'total',
  'Cum. Inputs': 'cum_input',
  'Cum. Outflow': 'cum_outflow',
  'MB Error': 'MB_error',
};

const FORCING_NAMES: Readonly<Record<string, string>> = {
  rain: 'rainfall',
  snow: 'snowfall',
  rel_humidity: 'relative_humidity',
  wind_speed: 'wind_velocity',
};

/** Reads the text of a WatershedStorage.csv (state variables keep Raven's long names, e.g. `Soil Water[0]`). */
export function readStorageCsv(text: string): Dataset {
  return readSeriesCsv(text, STORAGE_NAMES);
}

/** Reads the text of a ForcingFunctions.csv. */
export function readForcingsCsv(text: string): Dataset {
  return readSeriesCsv(text, FORCING_NAMES);
}

function readSeriesCsv(text: string, names: Readonly<Record<string, string>>): Dataset {
  const { header, rows } = parseCsv(text);
  const { axis, variable: time } = csvTimeAxis(rows);
  const variables: Record<string, Variable> = { time };
  header.forEach((cell, column) => {
    if (column < 3 || cell.trim() === '') return;
    const { label, units } = splitUnits(cell);
    variables[names[label] ?? label] = {
      dims: ['time'],
      data: numberColumn(rows, column),
      attrs: { ...unitsAttr(units), long_name: label },
    };
  });
  return new Dataset({ dims: { time: rows.length }, variables, time: axis });
}
