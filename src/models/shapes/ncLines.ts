/**
 * The NetCDF lines shared by `:ReadFromNetCDF` blocks (read by CTimeSeries::Parse) and the `:GriddedForcing`
 * and `:StationForcing` marker pairs (read by ParseTimeSeriesFile), with the differences of the two readers:
 * the forcing reader joins the words of :FileNameNC with spaces and reads hh:mm:ss time shifts, and only it
 * reads :Deaccumulate and the latitude/longitude/elevation variable names.
 */
import type { Command as Node } from '../../ast/nodes.js';
import type { FieldMeta } from '../modelClass/field.js';
import { wordValue } from '../modelClass/line.js';
import { t } from '../modelClass/types.js';
import { argWords } from '../commandText/read.js';
import { complain, mark, markCommand, type ReadContext } from '../commandText/build.js';
import { join } from '../commandText/problems.js';
import { readLinearTransform } from '../rvt/linearTransform.js';

/** Which engine reader reads the lines. */
export type NcReader = 'series' | 'forcing';

/** Days in an `hh:mm:ss[.s]` duration, as the forcing reader converts :TimeShift (or undefined). */
export function durationDays(text: string): number | undefined {
  if (!(text.charAt(1) === ':' || text.charAt(2) === ':')) return undefined;
  const m = /^(\d+):(\d+)(?::(\d+(?:\.\d*)?))?$/.exec(text);
  if (!m) return undefined;
  return Number(m[1]) / 24 + Number(m[2]) / 1440 + Number(m[3] ?? 0) / 86400;
}

/**
 * Reads one NetCDF line into `plain`: true when read, false when the line is not one of them, or the reason
 * the model cannot hold it. `fields` are the line fields of the model that holds the lines (`lineFields`).
 */
export function readNcLine(
  node: Node,
  ctx: ReadContext,
  prefix: string,
  plain: Record<string, unknown>,
  reader: NcReader,
  fields: ReadonlyMap<string, FieldMeta>,
): boolean | string {
  const name = node.line.words[0].text;
  const words = argWords(node, ctx.source);
  const first = (field: string): boolean => {
    markCommand(ctx, join(prefix, field), node);
    if (words.length === 0) complain(ctx, node, join(prefix, field), `${name} needs a value`);
    else mark(ctx, join(prefix, field), words[0]);
    return words.length > 0;
  };
  switch (name) {
    case ':FileNameNC':
      // CTimeSeries::Parse reads the first word only; the forcing reader joins them all with spaces.
      if (first('file_name_nc'))
        plain.file_name_nc = reader === 'forcing' ? words.map((w) => w.text).join(' ') : words[0].text;
      return true;
    case ':DimNamesNC':
      markCommand(ctx, join(prefix, 'dim_names_nc'), node);
      words.forEach((w, i) => mark(ctx, join(prefix, `dim_names_nc.${i}`), w));
      plain.dim_names_nc = words.map((w) => w.text);
      return true;
    case ':StationIdx':
      if (reader !== 'series') return false;
      if (words[0]?.text === 'FROM_STATION_VAR')
        return ':StationIdx FROM_STATION_VAR (station taken from the station_id variable): station_idx holds an integer only';
      if (first('station_idx')) plain.station_idx = wordValue(t.int(), words[0].text);
      return true;
    case ':TimeShift':
      if (first('time_shift')) {
        const days = reader === 'forcing' ? durationDays(words[0].text) : undefined;
        plain.time_shift = days ?? wordValue(t.float(), words[0].text);
      }
      return true;
    case ':LinearTransform':
      plain.linear_transform = readLinearTransform(node, ctx, join(prefix, 'linear_transform'));
      return true;
    case ':Deaccumulate':
      if (reader !== 'forcing') return false;
      markCommand(ctx, join(prefix, 'deaccumulate'), node);
      plain.deaccumulate = true;
      return true;
    case ':PeriodEndingNC':
      markCommand(ctx, join(prefix, 'period_ending_nc'), node);
      plain.period_ending_nc = true;
      return true;
    default: {
      // The variable-name lines: the string fields left (`fields`: the model's line fields).
      const field = fields.get(name)?.type.kind === 'str' ? fields.get(name)!.name : undefined;
      if (!field || (reader === 'series' && field !== 'var_name_nc')) return false;
      if (first(field)) plain[field] = words[0].text;
      return true;
    }
  }
}
