/** `:ObservationData HYDROGRAPH uid units` … `:EndObservationData`: observed flows read from NetCDF. */
import type { FromNcOptions } from '../../forcing/fromNc.js';
import { field } from '../base/field.js';
import { command } from '../base/registry.js';
import { t } from '../base/types.js';
import { Data } from './data.js';
import { Rule } from './rules.js';

/** Observed streamflow at a subbasin, read from a NetCDF variable. */
@command('rvt')
export class ObservationData extends Data {
  static override readonly headerFields: readonly string[] = ['data_type', 'uid', 'units'];

  @field(t.literal('HYDROGRAPH'), { default: 'HYDROGRAPH', doc: 'Only hydrographs are modelled.' })
  override data_type!: 'HYDROGRAPH';

  @field(t.str(), { default: '1', coerceString: true, doc: 'Subbasin (or HRU) ID of the observations.' })
  @Rule('uid', (v) =>
    typeof v === 'string' && !/^[+-]?\d+$/.test(v)
      ? 'must be a whole number: Raven reads the subbasin ID as an integer'
      : undefined,
  )
  uid!: string;

  // The spec's from_nc (fromNc) belongs here; it needs the NetCDF reader and comes with that task.

  /**
   * The spec's from_nc: the HYDROGRAPH series of a NetCDF file (uid through kwds). The data type may be
   * given as Data.fromNc takes it, so that the two stay call-compatible.
   */
  static override async fromNc(
    fn: string,
    options: FromNcOptions | string = {},
    more: FromNcOptions = {},
  ): Promise<ObservationData> {
    // Loaded on demand: the NetCDF reader sits above the models (it imports them).
    const { observationDataFromNc } = await import('../../forcing/fromNc.js');
    if (typeof options === 'string' && options !== 'HYDROGRAPH')
      throw new Error(`ObservationData holds HYDROGRAPH series only, not ${options}`);
    return observationDataFromNc(fn, typeof options === 'string' ? more : options);
  }

  protected override headerValues(): unknown[] {
    return [this.data_type, this.uid, this.units || null];
  }
}
