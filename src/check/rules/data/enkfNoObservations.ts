import { assimilatedSubbasinsOf } from '../../../facts/assimilatedSubbasins.js';
import { enkfSetupOf } from '../../../facts/enkfSetup.js';
import { BLANK, forcingDataOf } from '../../../facts/forcingData.js';
import { observationsOf } from '../../../facts/observations.js';
import { addTime, timeDifference, TIME_CORRECTION } from '../../../facts/ravenTime.js';
import { stepAverage } from '../../../facts/sampling.js';
import { simulationOf } from '../../../facts/simulation.js';
import type { Rule } from '../../rule.js';
import { ravenWords } from '../ravenWords.js';

const WARNING = 'EnKF#3';

/**
 * RV445: an EnKF ensemble outside the forecast modes whose assimilated hydrographs have no value in the
 * assimilation window (the last `:WindowSize` time steps, 1 by default). CEnKFEnsemble::Initialize counts the
 * non-blank observations there of each regular HYDROGRAPH series of a subbasin in assimilation, as resampled
 * to the model's steps (moved one step later, period-ending); with none it warns and never assimilates. With
 * no such series at all it stops (an error).
 */
export const enkfNoObservations: Rule = {
  code: 'RV445',
  name: 'enkf-no-observations',
  category: 'time-and-data',
  severity: 'warning',
  docs: {
    summary:
      'The hydrographs an EnKF ensemble assimilates have a value (not blank, -1.2345) in the assimilation window: the last `:WindowSize` time steps of the simulation (1 by default).',
    why: 'EnKF assimilates only the observations of the window at the end of the run. With every assimilated series blank there (observations ending before the simulation does, or a gap at its end), Raven warns "EnKF::Initialize : no observations were available for assimilation. EnKF assimilation updates will not be performed." and each member runs as an open loop: the ensemble\'s states are not corrected. A hydrograph\'s value of a day counts for the time step that ends that day (period-ending), so a one-step window reads the value dated one step before the end date. The forecast modes (ENKF_FORECAST, ENKF_OPEN_FORECAST) need no observations. With no assimilated hydrograph at all (no `:AssimilateStreamflow SBID` after a regular HYDROGRAPH series of that subbasin), Raven stops: "EnKF::Initialize : no observations available for assimilation. Use :AssimilateStreamflow command to indicate enabled observation time series" (an error).',
    fix: 'End the simulation where the assimilated hydrographs have values, widen the window (`:WindowSize` in the .rve), or fill the gap in the observations.',
    source:
      'EnKF.cpp CEnKFEnsemble::Initialize; TimeSeries.cpp CTimeSeries::Parse (hydrographs period-ending), Resample; ParseEnsembleFile.cpp (:WindowSize, :EnKFMode)',
    example: {
      fileType: 'rvt',
      bad: ':ObservationData HYDROGRAPH 1 m3/s\n  2000-01-01 00:00:00 1.0 3\n  1.0 2.0 -1.2345\n:EndObservationData\n:AssimilateStreamflow 1',
      good: ':ObservationData HYDROGRAPH 1 m3/s\n  2000-01-01 00:00:00 1.0 3\n  1.0 2.0 3.0\n:EndObservationData\n:AssimilateStreamflow 1',
      model: {
        rvi: ':StartDate 2000-01-01 00:00:00\n:Duration 3\n:EnsembleMode ENSEMBLE_ENKF 3',
        rve: ':ForcingPerturbation PRECIP DIST_NORMAL 1.0 0.1 MULTIPLICATIVE\n:AssimilatedState STREAMFLOW AllSB',
        rvh: ':SubBasinGroup AllSB\n  1\n:EndSubBasinGroup',
      },
    },
  },
  ravenWarnings: [WARNING],
  async check({ model, host, report }) {
    const enkf = enkfSetupOf(model);
    // Raven stops before (RV593), or a forecast mode (or a run-info file's mode) needs no observations.
    if (!enkf || enkf.forecast || enkf.refusals.length) return;
    const enabled = assimilatedSubbasinsOf(model);
    const sim = simulationOf(model);
    const { calendar, timestep: dt, duration } = sim;
    const steps = Math.floor((duration + TIME_CORRECTION) / dt);
    const window = Math.min(enkf.window, steps);
    const kept = observationsOf(model).filter(
      (o) =>
        o.kept && o.role === 'data' && !o.irregular && o.type.text === 'HYDROGRAPH' && enabled.has(o.key),
    );
    if (kept.length === 0) {
      report({
        at: enkf.mode.site,
        severity: 'error',
        ravenWarning: null,
        message: `an EnKF ensemble with no observed hydrograph to assimilate (a regular :ObservationData HYDROGRAPH series whose subbasin an :AssimilateStreamflow SBID of the .rvt or .rve names): Raven stops ("EnKF::Initialize : no observations available for assimilation. Use :AssimilateStreamflow command to indicate enabled observation time series")`,
      });
      return;
    }
    const data = await forcingDataOf(model, host);
    for (const o of kept) {
      const s = data.series.find((d) => d.role === 'observation' && d.ref.command === o.ref.command);
      // A series whose values rvkit cannot read may hold some: say nothing.
      if (!s?.values || !s.start || !s.interval || s.count === undefined) return;
      // Made period-ending: an RV series moved one model step later, a NetCDF one by its own interval.
      const start = addTime(s.start, s.source === 'netcdf' ? s.interval : dt, calendar);
      const offset = timeDifference(start, sim.start, calendar);
      const values = s.values();
      for (let nn = steps - window + 1; nn <= steps; nn++) {
        if (stepAverage(values.value, s.count, s.interval, nn * dt + offset, dt) !== BLANK) return;
      }
    }
    const first = kept[0];
    const which = kept.map((o) => `HYDROGRAPH ${o.id.text}`).join(', ');
    const span = window === 1 ? 'the last time step' : `the last ${window} time steps`;
    report({
      at: first.type.site,
      ravenWarning: WARNING,
      message: `the EnKF ensemble assimilates ${which}, which has no value in ${span} of the simulation (the assimilation window): Raven warns ("${ravenWords(WARNING)}")`,
    });
  },
};
