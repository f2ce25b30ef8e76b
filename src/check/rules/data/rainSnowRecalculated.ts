import { forcingDataOf } from '../../../facts/forcingData.js';
import { optionEffect } from '../../../facts/optionEffect.js';
import type { Rule } from '../../rule.js';

/** The values of :RainSnowFraction that make Raven take a gauge's snowfall from its data (ParseMainInputFile). */
const FROM_DATA = new Set(['RAINSNOW_DATA', 'USE_DATA']);

/** RV427: a gauge with RAINFALL and SNOWFALL data whose snow fraction Raven computes all the same. */
export const rainSnowRecalculated: Rule = {
  code: 'RV427',
  name: 'rain-snow-recalculated',
  category: 'time-and-data',
  severity: 'warning',
  docs: {
    summary:
      'A gauge gives both RAINFALL and SNOWFALL while `:RainSnowFraction` is not RAINSNOW_DATA, so Raven recomputes how the precipitation splits.',
    why: 'Raven adds the two series into the precipitation and then splits it again with the :RainSnowFraction method (RAINSNOW_DINGMAN unless the .rvi says otherwise): the snowfall series given is not the snowfall simulated. It warns ("both snowfall and rainfall data are provided at a gauge, but :RainSnowFraction method is something other than RAINSNOW_DATA").',
    fix: 'Set `:RainSnowFraction RAINSNOW_DATA` to use the series as given, or give PRECIP alone to let the method split it.',
    source: 'Gauge.cpp CGauge::Initialize',
    example: {
      fileType: 'rvi',
      bad: ':RainSnowFraction RAINSNOW_DINGMAN',
      good: ':RainSnowFraction RAINSNOW_DATA',
      model: {
        rvt: ':Gauge G1\n  :Latitude 43.6\n  :Longitude -80.8\n  :Elevation 350\n  :Data RAINFALL mm/d\n    2000-01-01 00:00:00 1.0 3\n    1.0 0.0 3.0\n  :EndData\n  :Data SNOWFALL mm/d\n    2000-01-01 00:00:00 1.0 3\n    0.0 0.0 0.0\n  :EndData\n  :Data TEMP_DAILY_MIN C\n    2000-01-01 00:00:00 1.0 3\n    -2.0 -1.0 0.0\n  :EndData\n  :Data TEMP_DAILY_MAX C\n    2000-01-01 00:00:00 1.0 3\n    5.0 6.0 7.0\n  :EndData\n:EndGauge',
      },
    },
  },
  ravenWarnings: ['Gauge#1', 'ModelForcingGrids#1'],
  async check({ model, host, report }) {
    const method = optionEffect(model, ':RainSnowFraction');
    if (!method || FROM_DATA.has(method.value)) return;
    const data = await forcingDataOf(model, host);
    const how = method.source === 'default' ? `${method.value}, Raven's default` : method.value;
    for (const [gauge, list] of data.byGauge) {
      const snow = list.find((s) => s.forcing === 'SNOWFALL');
      if (!snow || !list.some((s) => s.forcing === 'RAINFALL')) continue;
      report({
        at: snow.at.site,
        ravenWarning: 'Gauge#1',
        message: `gauge ${gauge.ravenName} gives RAINFALL and SNOWFALL, but :RainSnowFraction is ${how}: Raven recomputes the snow fraction and warns ("both snowfall and rainfall data are provided at a gauge")`,
      });
    }
    // Gridded rainfall and snowfall: the same warning from CModel::GenerateGriddedPrecipVars, once for the model.
    const grids = data.series.filter((s) => s.source === 'grid');
    const snowGrid = grids.find((s) => s.forcing === 'SNOWFALL');
    if (snowGrid && grids.some((s) => s.forcing === 'RAINFALL')) {
      report({
        at: snowGrid.at.site,
        ravenWarning: 'ModelForcingGrids#1',
        message: `the grids give RAINFALL and SNOWFALL, but :RainSnowFraction is ${how}: Raven recomputes the snow fraction and warns ("both snowfall and rainfall data are provided at a gauge")`,
      });
    }
  },
};
