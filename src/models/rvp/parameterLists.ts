/**
 * The parameter list commands with the spec's closed lists of parameter names, extended with every name
 * Raven 4.12 reads for the class (`grammar/parameters/classes/`: it reads more than the spec lists, and
 * spells one differently, UBC_EVAP_SOIL_DEF). A name Raven does not read is refused.
 */
import { CLASS_PARAMETERS } from '../../../grammar/parameters/index.js';
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

/** The spec's names, then Raven's other names for the class type. */
const withRaven = (spec: readonly string[], classType: 'landuse' | 'soil' | 'vegetation'): string[] => [
  ...spec,
  ...CLASS_PARAMETERS[classType].map((p) => p.name).filter((n) => !spec.includes(n)),
];
const LAND_USE = withRaven(LandUseParameterNameValues, 'landuse');
const SOIL = withRaven(SoilParameterNameValues, 'soil');
const VEGETATION = withRaven(VegetationParameterNameValues, 'vegetation');

const names = (values: readonly string[], name: string) =>
  field(t.list(t.enumOf(values, name)), {
    alias: 'Parameters',
    nullable: true,
    doc: `Parameter names, one per column (${name}).`,
  });

/** `:LandUseParameterList` (also read from `:SnowParameterList`): land use parameters per class. */
@command('rvp')
export class LandUseParameterList extends GenericParameterList {
  @names(LAND_USE, 'LandUseParameterName')
  override parameters!: LandUseParameterName[] | null;
  static override readonly closedNames: readonly string[] = LAND_USE;
}

/** `:SoilParameterList`: soil parameters per soil class. */
@command('rvp')
export class SoilParameterList extends GenericParameterList {
  @names(SOIL, 'SoilParameterName')
  override parameters!: SoilParameterName[] | null;
  static override readonly closedNames: readonly string[] = SOIL;
}

/** `:VegetationParameterList`: vegetation parameters per vegetation class. */
@command('rvp')
export class VegetationParameterList extends GenericParameterList {
  @names(VEGETATION, 'VegetationParameterName')
  override parameters!: VegetationParameterName[] | null;
  static override readonly closedNames: readonly string[] = VEGETATION;
}
