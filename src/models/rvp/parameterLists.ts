/**
 * The parameter list commands with the spec's closed lists of parameter names. Raven itself accepts more
 * names than these lists (and spells one differently: UBC_EVAP_SOIL_DEF); a file using another name is
 * refused here, and stays untyped.
 */
import { field } from '../modelClass/field.js';
import { command } from '../modelClass/registry.js';
import { t } from '../modelClass/types.js';
import {
  LandUseParameterNameValues,
  SoilParameterNameValues,
  VegetationParameterNameValues,
  type LandUseParameterName,
  type SoilParameterName,
  type VegetationParameterName,
} from '../options/parameters.js';
import { GenericParameterList } from '../shapes/genericParameterList.js';

const names = (values: readonly string[], name: string) =>
  field(t.list(t.enumOf(values, name)), {
    alias: 'Parameters',
    nullable: true,
    doc: `Parameter names, one per column (${name}).`,
  });

/** `:LandUseParameterList` (also read from `:SnowParameterList`): land use parameters per class. */
@command('rvp')
export class LandUseParameterList extends GenericParameterList {
  @names(LandUseParameterNameValues, 'LandUseParameterName')
  override parameters!: LandUseParameterName[] | null;
  static override readonly closedNames: readonly string[] = LandUseParameterNameValues;
}

/** `:SoilParameterList`: soil parameters per soil class. */
@command('rvp')
export class SoilParameterList extends GenericParameterList {
  @names(SoilParameterNameValues, 'SoilParameterName')
  override parameters!: SoilParameterName[] | null;
  static override readonly closedNames: readonly string[] = SoilParameterNameValues;
}

/** `:VegetationParameterList`: vegetation parameters per vegetation class. */
@command('rvp')
export class VegetationParameterList extends GenericParameterList {
  @names(VegetationParameterNameValues, 'VegetationParameterName')
  override parameters!: VegetationParameterName[] | null;
  static override readonly closedNames: readonly string[] = VegetationParameterNameValues;
}
