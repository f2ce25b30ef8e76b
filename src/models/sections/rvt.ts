/** RVT: the forcing and observation file's section. */
import { t } from '../modelClass/types.js';
import { opt } from './opt.js';
import { bound, RV } from './rv.js';

const models = (name: string) => t.list(t.model(bound('rvt', name)));

/** The .rvt section. */
export class RVT extends RV {
  @opt(models(':Gauge'), 'Gauge') gauge!: object[] | null;
  @opt(models(':StationForcing'), 'StationForcing') station_forcing!: object[] | null;
  @opt(models(':GriddedForcing'), 'GriddedForcing') gridded_forcing!: object[] | null;
  @opt(models(':ObservationData'), 'ObservationData') observation_data!: object[] | null;
}
