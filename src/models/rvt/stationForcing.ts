/** `:StationForcing name` … `:EndStationForcing`: a forcing read from a 2-D (station, time) NetCDF variable. */
import { field } from '../modelClass/field.js';
import { command } from '../modelClass/registry.js';
import { t } from '../modelClass/types.js';
import type { DimensionRule } from '../rules/dimNames.js';
import { GriddedForcing } from './griddedForcing.js';

/** A NetCDF forcing given at stations, spread over the HRUs by weights. */
@command('rvt')
export class StationForcing extends GriddedForcing {
  static override readonly dimensions: DimensionRule = {
    counts: [2],
    message: 'must have two dimensions (station, time): Raven reads stations by position',
  };

  // Declared again so that only this class's rules apply (class-validator would add both parents' rules).
  @field(t.int(), { nullable: true, doc: 'Unused by Raven here (no :StationIdx in forcing blocks).' })
  override station_idx!: number | null;
}
