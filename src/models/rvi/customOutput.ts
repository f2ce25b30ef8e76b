/**
 * `:CustomOutput TIME_PER STAT VARIABLE SPACE_AGG {filename}`: a custom output file of one variable aggregated
 * in time and space. Raven joins every word after the four fixed ones, without spaces, into the file name
 * (CustomOutput.cpp), except after `BY_HRU ONLY group` or the three HISTOGRAM numbers, which the interface's
 * model cannot hold; so the file name is written as one word, and such lines do not read.
 */
import type { Command as Node } from '../../ast/nodes.js';
import type { SourceLocation } from '../modelClass/errors.js';
import { field } from '../modelClass/field.js';
import { lineFields } from '../modelClass/line.js';
import { LineCommand } from '../modelClass/model.js';
import { command } from '../modelClass/registry.js';
import { t } from '../modelClass/types.js';
import {
  CustomOutputSpaceAggValues,
  CustomOutputStatValues,
  CustomOutputTimePerValues,
} from '../options/customOutput.js';
import { argWords, type SourceFile } from '../commandText/read.js';
import { IsRavenWord } from '../rules/wordRule.js';
import { buildReported, problem } from '../commandText/problems.js';

/**
 * A custom output: `:CustomOutput YEARLY AVERAGE PRECIP ENTIRE_WATERSHED`, its fields in order (an empty file
 * name writes no word: Raven then names the file itself).
 */
@command('rvi')
export class CustomOutput extends LineCommand {
  @field(t.enumOf(CustomOutputTimePerValues, 'CustomOutputTimePer'), { doc: 'Time period.' })
  time_per!: string;
  @field(t.enumOf(CustomOutputStatValues, 'CustomOutputStat'), { doc: 'Statistic of each period.' })
  stat!: string;
  @IsRavenWord()
  @field(t.str(), { doc: 'Variable, parameter or forcing name (from Raven’s list of names).' })
  variable!: string;
  @field(t.enumOf(CustomOutputSpaceAggValues, 'CustomOutputSpaceAgg'), { doc: 'Spatial aggregation.' })
  space_agg!: string;
  @IsRavenWord({ allowEmpty: true })
  @field(t.str(), { default: '', doc: 'Output file name; empty for Raven’s default name.' })
  filename!: string;

  /** Reads the line; the words after the fourth form the file name, joined as Raven joins them. */
  static override fromRv(node: Node, source?: SourceFile): CustomOutput {
    const words = argWords(node, source);
    const head = {
      ...node,
      line: { ...node.line, words: node.line.words.slice(0, 5) },
      continuation: undefined,
    };
    const { plain, locations } = lineFields(CustomOutput, head, source);
    const rest = words.slice(4);
    const found = [];
    if (rest[0]?.text === 'ONLY' && words[3]?.text === 'BY_HRU' && rest.length >= 2)
      found.push(
        problem(
          'filename',
          'BY_HRU ONLY group: the interface’s CustomOutput holds no HRU group',
          rest[0].location,
        ),
      );
    if (rest.length > 0) {
      plain.filename = rest.map((w) => w.text).join('');
      if (rest[0].location) (locations as Map<string, SourceLocation>).set('filename', rest[0].location);
    }
    return buildReported(CustomOutput, plain, locations, found);
  }
}
