/**
 * A changed command printed against its source node: the lines the model writes as it did keep their source
 * text, a changed line keeps its place, separators, comment and the lexemes of words that mean the same, and
 * a change of shape prints the command canonically. Over the corpus: every typed command, printed against its
 * node from its unchanged model, gives its source text back whenever the model writes the node's shape.
 */
import '../../src/index.js';
import type { Command } from '../../src/ast/nodes.js';
import { textLines } from '../textLines.js';
import { withTemplate } from '../../src/models/commandText/template.js';
import { Config } from '../../src/models/sections/config.js';
import { parseRv } from '../../src/parser/parseRv.js';
import { printLines } from '../../src/printer/lines.js';
import { printItem } from '../../src/printer/print.js';
import { reprintCommand } from '../../src/printer/reprint.js';
import { configSources } from '../../src/project/configLoad.js';
import { reprintEntry } from '../../src/project/configWrite.js';
import { corpusModels } from '../corpusModels.js';

function node(text: string, fileType: 'rvh' | 'rvp'): Command {
  return parseRv(text, { fileType }).items.find((i): i is Command => i.kind === 'command')!;
}

const SOURCE = [
  ':SubBasins',
  '  :Attributes, ID, NAME, DOWNSTREAM_ID, PROFILE, REACH_LENGTH, GAUGED',
  '  :Units,      none, none, none, none, km, none',
  '  # the headwaters',
  '  1,\tupper,   2,  NONE,  _AUTO,  1   # gauged',
  '  2,\tlow,    -1,  NONE,  12.50,  0',
  ':EndSubBasins',
  '',
].join('\r\n');

/** What the model writes for SOURCE, with subbasin 2's reach length `reach`. */
function written(reach: string, extraRow = false): string {
  return [
    ':SubBasins',
    '  :Attributes NAME DOWNSTREAM_ID PROFILE REACH_LENGTH GAUGED',
    '  :Units none none none km none',
    '  1 upper 2 NONE _AUTO 1',
    `  2 low -1 NONE ${reach} 0`,
    ...(extraRow ? ['  3 new -1 NONE 1 0'] : []),
    ':EndSubBasins',
    '',
  ].join('\n');
}

describe('reprintCommand', () => {
  it('changes only the changed word; header lines the model writes differently but did not change stay', () => {
    const out = reprintCommand(
      node(SOURCE, 'rvh'),
      textLines(written('7')),
      'rvh',
      textLines(written('12.5')),
    );
    expect(out).toBe(SOURCE.replace('12.50', '7'));
  });

  it('keeps the source text when nothing the model writes changed (12.50 is 12.5)', () => {
    const lines = textLines(written('12.5'));
    expect(reprintCommand(node(SOURCE, 'rvh'), lines, 'rvh', lines)).toBe(SOURCE);
  });

  it('puts an added row after the row before it, with its indentation, and drops a removed row', () => {
    const loaded = textLines(written('12.5'));
    const more = reprintCommand(node(SOURCE, 'rvh'), textLines(written('12.5', true)), 'rvh', loaded);
    expect(more).toBe(SOURCE.replace('12.50,  0\r\n', '12.50,  0\r\n  3 new -1 NONE 1 0\r\n'));
    const fewer = written('12.5').replace('  1 upper 2 NONE _AUTO 1\n', '');
    const out = reprintCommand(node(SOURCE, 'rvh'), textLines(fewer), 'rvh', loaded);
    expect(out).toBe(SOURCE.replace('  1,\tupper,   2,  NONE,  _AUTO,  1   # gauged\r\n', ''));
  });

  it('prints the command canonically, with the source line ends, when its lines cannot be told apart', () => {
    // Two rows of ID 2: which one is the loaded row is not known, so nothing is placed by guess.
    const lines = textLines(written('12.5', true).replace('  3 new', '  2 new'));
    const out = reprintCommand(node(SOURCE, 'rvh'), lines, 'rvh', textLines(written('12.5')));
    expect(out).toBe(printLines(lines, 'rvh').replace(/\n/g, '\r\n'));
  });

  it('gives every unchanged typed command of the corpus its source text back when the shapes agree', async () => {
    const models = await corpusModels();
    let typed = 0;
    let kept = 0;
    for (const m of models) {
      const config = await Config.load(m.rvi);
      const files = configSources(config)!.files;
      // A setting given twice holds the last (Raven keeps the last): the earlier line's value is not the
      // Config's, so only the last line of each field part is printed back.
      const last = new Map<string, unknown>();
      for (const { entries } of files)
        for (const e of entries) if (e.binding) last.set(`${e.binding.field} ${String(e.binding.at)}`, e);
      for (const { file, entries } of files) {
        for (const entry of entries) {
          if (!entry.binding || entry.item.kind !== 'command') continue;
          if (last.get(`${entry.binding.field} ${String(entry.binding.at)}`) !== entry) continue;
          typed++;
          // As saving does: an OSTRICH template's placeholders print as placeholders.
          const out = withTemplate(file.template, () => reprintEntry(entry, config, file.fileType as 'rvi'));
          if (out === printItem(entry.item)) kept++;
          else {
            // Only a model that writes another shape than its node is printed anew, and then canonically.
            const text = parseRv(out, { fileType: file.fileType }).items.find((i) => i.kind === 'command');
            expect(text).toBeDefined();
            expect(out.replace(/\r\n/g, '\n')).toBe(
              printLines(textLines(out.replace(/\r\n/g, '\n')), file.fileType),
            );
          }
        }
      }
    }
    expect(typed).toBeGreaterThan(1400);
    expect(kept / typed).toBeGreaterThan(0.99);
  }, 300_000);
});
