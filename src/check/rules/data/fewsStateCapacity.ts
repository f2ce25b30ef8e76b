import { warningIn } from '../../../../grammar/ravenWarningMatch.js';
import { fewsFileOf, fewsStartIndex } from '../../../facts/fewsFiles.js';
import { hruTexts } from '../../../facts/hruColumns.js';
import { networkOf } from '../../../facts/network.js';
import { idKey } from '../../../facts/ravenNumbers.js';
import { capacityMade, soilCapacity } from '../../parameters/soilCapacity.js';
import type { Rule } from '../../rule.js';

/** The warning ParseNetCDFStateFile writes for a state above its maximum once the file is applied. */
const WARNING = warningIn('ParseNetCDFStateFile', 'maximum state variable limit exceeded').id;

/** Raven's tolerance (PRETTY_SMALL) and the values it leaves unread (NETCDF_BLANK_VALUE, RAV_BLANK_DATA). */
const TOLERANCE = 1e-8;
const BLANKS = [-9999.0, -1.2345];

/** The HRU ID Raven reads from a `station_id` string: its digits, 0 (none) without any (GetNetCDFStationArray). */
function stationKey(text: string) {
  const digits = text.replace(/[^0-9]/g, '');
  return digits === '' || Number(digits) === 0 ? undefined : idKey(digits);
}

/**
 * RV467: a FEWS state update file (`:FEWSStateInfoFile`) that starts a soil layer above its capacity.
 * ParseNetCDFStateFile sets each HRU named in `station_id` (its digits) from the file's time step at the model's
 * start, for every variable named as a state variable of the model (`SOIL[0]` …), then compares every HRU's
 * states with their maxima. rvkit checks the soil layers, with capacities as RV361 computes them.
 */
export const fewsStateCapacity: Rule = {
  code: 'RV467',
  name: 'fews-state-capacity',
  category: 'time-and-data',
  severity: 'warning',
  docs: {
    summary:
      "The soil water a FEWS state update file (:FEWSStateInfoFile) gives an HRU at the model's start is within the layer's capacity: its thickness × 1000 × POROSITY × (1 − STONE_FRAC), in mm.",
    why: 'Raven reads the state update file after the .rvc: for each variable named like a state variable of the model (SOIL[0], SNOW …), it sets the HRUs listed in station_id (by the digits of each ID) from the time step at the model\'s start. It then compares every HRU\'s storage with its maximum and, above it, warns "maximum state variable limit exceeded in initial conditions for Soil Water[0] (in HRU 1) in FEWS state update file" and starts the layer full. A state exported from another model (other soil layers, thicknesses or porosities) is the usual cause.',
    fix: 'Export states from the same model configuration, or correct the soil thickness, POROSITY or :SoilModel that changed; values within capacity are kept as given.',
    source:
      'ParseFEWSRunInfo.cpp ParseNetCDFStateFile, GetNetCDFStationArray; HydroUnits.cpp CHydroUnit::GetStateVarMax, GetSoilCapacity',
    example: {
      fileType: 'rvi',
      bad: ':FEWSStateInfoFile state_too_wet.nc',
      good: ':FEWSStateInfoFile state.nc',
      // SOIL[0] of HRU 1 holds 0.5 m × 1000 × POROSITY 0.4 = 200 mm.
      model: {
        'state_too_wet.nc':
          'netcdf wet {\ndimensions:\n  time = 1 ;\n  stations = 1 ;\n  char_leng_id = 8 ;\nvariables:\n  double time(time) ;\n    time:units = "days since 2000-01-01 00:00:00" ;\n  char station_id(stations, char_leng_id) ;\n  double SOIL\\[0\\](time, stations) ;\ndata:\n  time = 0 ;\n  station_id = "1" ;\n  SOIL\\[0\\] = 250 ;\n}',
        'state.nc':
          'netcdf state {\ndimensions:\n  time = 1 ;\n  stations = 1 ;\n  char_leng_id = 8 ;\nvariables:\n  double time(time) ;\n    time:units = "days since 2000-01-01 00:00:00" ;\n  char station_id(stations, char_leng_id) ;\n  double SOIL\\[0\\](time, stations) ;\ndata:\n  time = 0 ;\n  station_id = "1" ;\n  SOIL\\[0\\] = 150 ;\n}',
      },
    },
  },
  ravenWarnings: [WARNING],
  async check({ model, host, report }) {
    const state = fewsFileOf(model, ':FEWSStateInfoFile');
    if (!state || !host.netcdfStrings || !host.netcdfValues) return;
    const at = await fewsStartIndex(model, host, state.path);
    // Outside its window Raven ignores the file (RV446).
    if (!at || at.index < 0 || at.index >= at.count) return;
    const network = networkOf(model);
    const ids = await host.netcdfStrings(state.path, 'station_id');
    const stations = at.names.dimensionSizes?.stations;
    if (!ids || stations === undefined || ids.length !== stations) return;
    const hrus = ids.map((id) => {
      const key = stationKey(id);
      return key === undefined ? null : network.hruById.get(key);
    });
    // An ID the model does not have stops Raven ("invalid HRU ID found in FEWS state update file").
    if (hrus.some((h) => h === undefined)) return;
    const profiles = hruTexts(model, 'soil_profile');
    const layers = model.rvi.soilModel?.layers ?? 0;
    for (let m = 0; m < layers; m++) {
      const name = `SOIL[${m}]`;
      if (!at.names.variables.includes(name)) continue;
      const values = await host.netcdfValues(state.path, name);
      if (!values || values.dims.join() !== 'time,stations') continue;
      // The value each HRU ends with (a later station of the same HRU overrides an earlier one).
      const given = new Map<number, number>();
      for (let k = 0; k < stations; k++) {
        const v = values.data[at.index * stations + k];
        const hru = hrus[k];
        if (!hru || BLANKS.includes(v) || v === values.fillValue || Number.isNaN(v)) continue;
        given.set(hru.index, v);
      }
      for (const [k, v] of given) {
        const p = profiles.of[k];
        const capacity = p < 0 ? undefined : soilCapacity(model, profiles.values[p], m);
        if (!capacity || !(v - Math.max(capacity.capacity, 0) > TOLERANCE)) continue;
        const id = network.hrus[k].idText;
        report({
          at: state.name.site,
          ravenWarning: WARNING,
          message: `the FEWS state update file ${state.name.text} starts ${name} at ${v} mm in HRU ${id}, above the layer's capacity of ${Number(capacity.capacity.toPrecision(6))} mm (${capacityMade(capacity)}): Raven warns ("maximum state variable limit exceeded in initial conditions for Soil Water[${m}] (in HRU ${id}) in FEWS state update file") and starts the layer at its capacity`,
        });
      }
    }
  },
};
