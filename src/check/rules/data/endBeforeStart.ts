import { formatRavenTime } from '../../../facts/ravenTime.js';
import { simulationOf } from '../../../facts/simulation.js';
import type { Rule } from '../../rule.js';

/** RV402: the simulation ends before (or when) it starts. */
export const endBeforeStart: Rule = {
  code: 'RV402',
  name: 'end-before-start',
  category: 'time-and-data',
  severity: 'error',
  docs: {
    summary: '`:EndDate` is later than `:StartDate`, and comes after it in the .rvi.',
    why: 'Raven works out the duration when it reads `:EndDate`, from the start it knows at that line: an end at or before the start leaves no time step to simulate (the run stops: "duration less than zero", or "bad # of samples" for a duration of zero), and an `:EndDate` read before `:StartDate` is measured from Raven\'s default start in 1666, which makes a simulation of centuries that no forcing data covers.',
    fix: 'Put `:EndDate` after `:StartDate` and give it a later date (or give `:Duration` in days instead).',
    source: 'ParseInput.cpp ParseMainInputFile, :EndDate and the duration check after the file is read',
    example: {
      fileType: 'rvi',
      bad: ':StartDate 2000-01-01 00:00:00\n:EndDate   1999-12-31 00:00:00',
      good: ':StartDate 2000-01-01 00:00:00\n:EndDate   2000-01-04 00:00:00',
    },
  },
  check({ model, report }) {
    const sim = simulationOf(model);
    for (const ref of sim.endBeforeStartLine) {
      const at = ref.command.line.words[1] ?? ref.command.line.words[0];
      report({
        at: { file: ref.file, offset: at.offset, length: at.text.length },
        message:
          ':EndDate comes before :StartDate: Raven measures it from its default start in 1666; move it after :StartDate',
      });
    }
    const setting = sim.durationSetting;
    if (!sim.valid || !setting || setting.ref.command.line.words[0].text !== ':EndDate') return;
    if (sim.endBeforeStartLine.includes(setting.ref) || setting.value > 0) return;
    const start = formatRavenTime(sim.start, sim.calendar);
    report({
      at: setting.token.site,
      message: `:EndDate ${setting.token.text} is ${setting.value === 0 ? 'the same as' : 'before'} the start ${start}: the simulation has no time step`,
    });
  },
};
