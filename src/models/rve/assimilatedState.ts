/**
 * `:AssimilatedState STATE group`: a state updated by the EnKF filter, over a subbasin group (STREAMFLOW) or an
 * HRU group (other states).
 */
import { field } from '../modelClass/field.js';
import { LineCommand } from '../modelClass/model.js';
import { command } from '../modelClass/registry.js';
import { t } from '../modelClass/types.js';
import { StateNameValues } from '../options/states.js';
import { IsRavenWord } from '../rules/wordRule.js';

/** The states the interface lets the filter update: its state names and STREAMFLOW. */
const ASSIMILATED = [...StateNameValues, 'STREAMFLOW'];

/** An assimilated state: `:AssimilatedState STREAMFLOW Gauged`. */
@command('rve')
export class AssimilatedState extends LineCommand {
  @field(t.enumOf(ASSIMILATED, 'StateName or STREAMFLOW'), { doc: 'State updated by the filter.' })
  state!: string;
  @IsRavenWord()
  @field(t.str(), { doc: 'Subbasin group (STREAMFLOW) or HRU group.' })
  group!: string;
}
