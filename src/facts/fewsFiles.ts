/**
 * The Delft-FEWS update files of a model as Raven reads them (ParseFEWSRunInfo.cpp): the file the last line of
 * a command names, and the time step of a file that holds the model's start (GetNetCDFTimeInfo), the only one
 * Raven reads values from.
 */
import type { CheckHost } from '../project/host.js';
import { correctForRelativePath } from '../project/ravenPath.js';
import { argToken } from './args.js';
import { anchorName } from './dataFiles.js';
import type { ModelFacts } from './facts.js';
import { ravenNetcdfTime } from './netcdfTime.js';
import { timeDifference } from './ravenTime.js';
import { lastOf } from './rviFacts.js';
import { simulationOf } from './simulation.js';
import type { Token } from './site.js';

/** The file the last `command` of the .rvi names (Raven keeps the last), as Raven opens it. */
export function fewsFileOf(model: ModelFacts, command: string): { name: Token; path: string } | undefined {
  const ref = lastOf(model.rvi, command);
  const name = ref && argToken(ref, 0);
  return name && { name, path: correctForRelativePath(name.text, anchorName(model, 'rvi')) };
}

/** C's round(): halves away from zero. */
const round = (x: number) => Math.sign(x) * Math.round(Math.abs(x));

/** The index of a FEWS file's time step that holds the model's start (GetNetCDFTimeInfo), and its step count. */
export async function fewsStartIndex(model: ModelFacts, host: CheckHost, path: string) {
  if (!host.netcdfTime || !host.netcdfNames) return undefined;
  const [axis, names] = await Promise.all([host.netcdfTime(path, 'time'), host.netcdfNames(path)]);
  const count = names?.dimensionSizes?.time;
  const sim = simulationOf(model);
  const time = axis && ravenNetcdfTime(axis, sim.calendar);
  if (!time?.ok || !names || count === undefined) return undefined;
  return {
    index: round(timeDifference(time.value.start, sim.start, sim.calendar) / sim.timestep),
    count,
    names,
  };
}
