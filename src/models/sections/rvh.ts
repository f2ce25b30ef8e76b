/** RVH: the subbasin and HRU file's section. */
import { t } from '../modelClass/types.js';
import { opt } from './opt.js';
import { bound, RV } from './rv.js';

const model = (name: string) => t.model(bound('rvh', name));
const models = (name: string) => t.list(model(name));

/** The .rvh section. */
export class RVH extends RV {
  @opt(model(':SubBasins'), 'SubBasins') sub_basins!: object | null;
  @opt(models(':SubBasinGroup'), 'SubBasinGroup') sub_basin_group!: object[] | null;
  @opt(model(':SubBasinProperties'), 'SubBasinProperties') sub_basin_properties!: object | null;
  @opt(models(':SBGroupPropertyMultiplier'), 'SBGroupPropertyMultiplier') sb_group_property_multiplier!:
    object[] | null;
  @opt(t.str(), 'GaugedSubBasinGroup') gauged_sub_basin_group!: string | null;
  @opt(model(':HRUs'), 'HRUs') hrus!: object | null;
  @opt(models(':HRUGroup'), 'HRUGroup') hru_group!: object[] | null;
  @opt(models(':Reservoir'), 'Reservoir') reservoirs!: object[] | null;
}
