/** `:ObservationData HYDROGRAPH uid units` … `:EndObservationData`: observed flows read from NetCDF. */
import { field } from '../modelClass/field.js';
import { command } from '../modelClass/registry.js';
import { t } from '../modelClass/types.js';
import { Data } from './data.js';
import { rule } from '../rules/rule.js';

/** Observed streamflow at a subbasin, read from a NetCDF variable. */
@command('rvt')
export class ObservationData extends Data {
  static override readonly headerFields: readonly string[] = ['data_type', 'uid', 'units'];

  @field(t.literal('HYDROGRAPH'), { default: 'HYDROGRAPH', doc: 'Only hydrographs are modelled.' })
  override data_type!: 'HYDROGRAPH';

  @field(t.str(), { default: '1', coerceString: true, doc: 'Subbasin (or HRU) ID of the observations.' })
  @rule('uid', (v) =>
    typeof v === 'string' && !/^[+-]?\d+$/.test(v)
      ? 'must be a whole number: Raven reads the subbasin ID as an integer'
      : undefined,
  )
  uid!: string;

  // The spec's fromNc reads NetCDF: src/forcing/modelMethods.ts attaches it (the models import nothing above).

  protected override headerValues(): unknown[] {
    return [this.data_type, this.uid, this.units || null];
  }
}
