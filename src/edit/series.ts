/**
 * Replacing a time series: a gauge's `:Data` block or an `:ObservationData` block, in whichever file holds it
 * (a redirected one too). The command line and the end line stay; the body becomes the new start, step,
 * count and values.
 */
import type { Command } from '../ast/nodes.js';
import type { ProjectFile } from '../project/project.js';
import { numberText } from './numberText.js';
import { EditError } from './errors.js';
import { lineEnd, lineSpan, type Splice } from './splice.js';
import type { WorkingCopy } from './workingCopy.js';

/** Which series to replace: a gauge's forcing, or an observation of a subbasin or HRU. */
export type SeriesTarget =
  | { readonly gauge: string; readonly forcing: string }
  | { readonly observation: string; readonly id: number | string };

/** A regular time series as Raven reads it: the time of the first value, the step in days, the values. */
export interface Series {
  /** `yyyy-mm-dd` or `yyyy-mm-dd hh:mm:ss`. */
  readonly start: string;
  /** Days between values (1 daily, 0.125 three-hourly). */
  readonly step: number;
  readonly values: ArrayLike<number>;
}

/** The splice that replaces the body of the series block a target names. */
export function seriesSplices(w: WorkingCopy, target: SeriesTarget, series: Series): Splice[] {
  const { command, file } = find(w, target);
  if (!command.end) throw new EditError(`${describe(target)}: the block has no end line`);
  const text = file.text;
  const bodyStart = lineSpan(text, command.line.start).end;
  const eol = lineEnd(text);
  const first = text.slice(bodyStart, command.end.start).match(/^[ \t]*/)?.[0] ?? '  ';
  const lines = seriesLines(series, first);
  return [{ path: file.path, start: bodyStart, end: command.end.start, text: lines.join(eol) + eol }];
}

function describe(target: SeriesTarget): string {
  return 'gauge' in target
    ? `gauge ${target.gauge} :Data ${target.forcing}`
    : `:ObservationData ${target.observation} ${target.id}`;
}

function find(w: WorkingCopy, target: SeriesTarget): { command: Command; file: ProjectFile } {
  if ('gauge' in target) {
    const gauge = w.facts.rvt.gauges.find((g) => g.ravenName === target.gauge);
    if (!gauge) throw new EditError(`gauge: no gauge ${target.gauge} in the model`);
    const data = gauge.members.find(
      (m) =>
        m.name === ':Data' &&
        m.ref.command.line.words[1]?.text.toUpperCase() === target.forcing.toUpperCase(),
    );
    if (!data) throw new EditError(`forcing: gauge ${target.gauge} has no :Data ${target.forcing} block`);
    return { command: data.ref.command, file: data.ref.file };
  }
  const obs = w.facts.rvt.observations.find((r) => {
    const words = r.command.line.words;
    return (
      words[1]?.text.toUpperCase() === target.observation.toUpperCase() &&
      Number(words[2]?.text) === Number(target.id)
    );
  });
  if (!obs)
    throw new EditError(`observation: no :ObservationData ${target.observation} ${target.id} in the model`);
  return { command: obs.command, file: obs.file };
}

/** The body lines of a series (`start step count`, then one value a line), checked first. */
export function seriesLines(series: Series, indent: string): string[] {
  if (!/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2}(\.\d+)?)?)?$/.test(series.start))
    throw new EditError(
      `start: must be yyyy-mm-dd or yyyy-mm-dd hh:mm:ss; got ${JSON.stringify(series.start)}`,
    );
  if (!(series.step > 0)) throw new EditError(`step: must be a number of days above 0; got ${series.step}`);
  if (series.values.length === 0) throw new EditError('values: the series is empty');
  const start = series.start.length === 10 ? `${series.start} 00:00:00` : series.start;
  const lines = [`${indent}${start} ${numberText(series.step)} ${series.values.length}`];
  for (let i = 0; i < series.values.length; i++) lines.push(`${indent}${numberText(series.values[i])}`);
  return lines;
}
