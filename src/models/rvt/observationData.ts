/**
 * `:ObservationData TYPE uid units` … `:EndObservationData`: an observed series at a subbasin (or HRU). The
 * spec's model holds hydrographs read from NetCDF; real files also give the values in the file (the
 * series body of Data) and observe other quantities (RESERVOIR_STAGE, a state variable …): extensions.
 */
import { field } from '../modelClass/field.js';
import { command } from '../modelClass/registry.js';
import { t } from '../modelClass/types.js';
import { Data } from './data.js';
import { rule } from '../rules/rule.js';
import { IsRavenWord } from '../rules/wordRule.js';

/** An observed series at a subbasin (streamflow by default). */
@command('rvt')
export class ObservationData extends Data {
  static override readonly headerFields: readonly string[] = ['data_type', 'uid', 'units'];

  @field(t.str({ minLength: 1 }), {
    default: 'HYDROGRAPH',
    doc: "What is observed: HYDROGRAPH (the spec's one value), or another type Raven reads (an extension).",
  })
  @IsRavenWord()
  override data_type!: 'HYDROGRAPH' | string;

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
