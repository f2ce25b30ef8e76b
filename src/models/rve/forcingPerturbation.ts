/**
 * `:ForcingPerturbation FORCING DIST p1 p2 ADJ {hru_group}`: random perturbation of a forcing in each member of
 * an EnKF ensemble (ParseEnsembleFile.cpp). Raven also reads DIST_LOGNORMAL and DIST_LOGNORMAL2, which the
 * interface's distributions do not list.
 */
import { field } from '../modelClass/field.js';
import { LineCommand } from '../modelClass/model.js';
import { command } from '../modelClass/registry.js';
import { t } from '../modelClass/types.js';
import { AdjustmentValues, DistributionValues } from '../options/ensemble.js';
import { ForcingTypeValues } from '../options/forcing.js';
import { IsRavenWord } from '../rules/wordRule.js';

/**
 * A forcing perturbation: `:ForcingPerturbation TEMP_AVE DIST_UNIFORM 1.0 2.0 ADDITIVE`, its fields in order
 * (an empty HRU group writes no word: the line is then for every HRU).
 */
@command('rve')
export class ForcingPerturbation extends LineCommand {
  @field(t.enumOf(ForcingTypeValues, 'ForcingType'), { doc: 'Forcing perturbed.' })
  forcing!: string;
  @field(t.enumOf(DistributionValues, 'Distribution'), { doc: 'Distribution of the perturbation.' })
  dist!: string;
  @field(t.float(), { doc: 'First distribution parameter (mean, or lower bound).' })
  p1!: number;
  @field(t.float(), { doc: 'Second distribution parameter (deviation, or upper bound).' })
  p2!: number;
  @field(t.enumOf(AdjustmentValues, 'Adjustment'), { doc: 'ADDITIVE or MULTIPLICATIVE.' })
  adj!: string;
  @IsRavenWord({ allowEmpty: true })
  @field(t.str(), { default: '', doc: 'HRU group perturbed; empty for every HRU.' })
  hru_grp!: string;
}
