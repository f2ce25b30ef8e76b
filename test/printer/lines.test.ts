/**
 * The canonical layout of a model's lines, with no parse: `printLines` of the lines a model writes equals the
 * formatter's text (`formatRv`, which parses the model's text) for every section of every corpus model, and the block and
 * alignment decisions hold on small cases.
 */
import '../../src/index.js';
import { textLines } from '../textLines.js';
import { withTemplate } from '../../src/models/commandText/template.js';
import { Config, SECTIONS, type SectionType } from '../../src/models/sections/config.js';
import { formatRv } from '../../src/printer/format.js';
import { printLines } from '../../src/printer/lines.js';
import { corpusModels } from '../corpusModels.js';

const models = await corpusModels();

describe('printLines: the formatter without a parse', () => {
  it('lays out nested blocks, tables with their header lines, and empty blocks as the formatter does', () => {
    const text = [
      ':SubBasins',
      '  :Attributes NAME DOWNSTREAM_ID PROFILE REACH_LENGTH GAUGED',
      '  :Units none none none km none',
      '  1 upper_basin 2 NONE _AUTO 1',
      '  2 low 1 NONE 12.5 0',
      ':EndSubBasins',
      ':HRUGroup Empty',
      ':EndHRUGroup',
      '',
    ].join('\n');
    expect(printLines(textLines(text), 'rvh')).toBe(formatRv(text, { fileType: 'rvh' }));
  });

  it('equals formatRv on the sections of every corpus model', async () => {
    expect(models.length).toBeGreaterThanOrEqual(30);
    let sections = 0;
    for (const m of models) {
      const config = await Config.load(m.rvi);
      // An OSTRICH template's free parameters are written as their placeholders, as saving writes them.
      const render = <T>(work: () => T): T => withTemplate(config.isSymbolic, work);
      for (const type of Object.keys(SECTIONS) as SectionType[]) {
        const lines = render(() => config.rvLines(type));
        if (lines.length === 0) continue;
        sections++;
        expect(printLines(lines, type)).toBe(
          formatRv(
            render(() => config.rvText(type)),
            { fileType: type },
          ),
        );
      }
    }
    expect(sections).toBeGreaterThanOrEqual(150);
  }, 300_000);
});
