import { commandName, type Command } from '../../../ast/nodes.js';
import { weightsHeaderOf, ravenTokens } from '../../../facts/gaugeWeights.js';
import { networkOf } from '../../../facts/network.js';
import { idKey } from '../../../facts/ravenNumbers.js';
import type { CommandRef } from '../../../facts/readingOrder.js';
import type { Rule } from '../../rule.js';

const TABLES = new Set([':SubBasins', ':Conduits', ':HRUs']);

/** RV115: :SubBasins or :HRUs left open at the end of a file, where Raven reads the last row twice. */
export const openTableAtEnd: Rule = {
  code: 'RV115',
  name: 'open-table-at-end',
  category: 'structure',
  severity: 'error',
  docs: {
    summary: 'A :SubBasins or :HRUs block that runs to the end of its file without its end line.',
    why: "Raven reads these tables until their end line or the end of the file, but at the end of the file its tokenizer hands the last line over once more (with the first word emptied when it starts at the left margin): the last row is read twice, as a copy with the same ID or with ID 0. A repeated subbasin or a subbasin 0 without HRUs stops the run; a repeated HRU stops it when Raven's uniqueness check sees it, or when the HRU count no longer matches the gauge weights file or :GridWeights; otherwise the model silently gets an extra HRU. A blank line at the end of the file avoids the repeat.",
    fix: 'Add the end line (:EndSubBasins, :EndHRUs) after the last row.',
    source: 'ParseLib.cpp, CParser::Tokenize (end of file); ParseHRUFile.cpp, :SubBasins and :HRUs loops',
    example: {
      fileType: 'rvh',
      bad: ':HRUs\n  1, 120.5, 350, 43.6, -80.8, 1, FOREST, FOREST, LOAM, [NONE], [NONE], 0, 0',
      good: ':HRUs\n  1, 120.5, 350, 43.6, -80.8, 1, FOREST, FOREST, LOAM, [NONE], [NONE], 0, 0\n:EndHRUs',
    },
  },
  async check({ model, host, report }) {
    for (const ref of model.commands('rvh')) {
      const name = commandName(ref.command);
      if (!TABLES.has(name) || ref.command.end || !lastCommandOfFile(ref)) continue;
      const phantom = phantomOf(ref.file.text);
      if (!phantom) continue;
      const at = ref.command.line.words[0];
      const site = { file: ref.file, offset: at.offset, length: at.text.length };
      const end = name === ':HRUs' ? ':EndHRUs' : name === ':Conduits' ? ':EndConduits' : ':EndSubBasins';
      const again =
        phantom[0] === '' ? `a copy of the last row with ID 0` : `the last row (ID ${phantom[0]}) again`;
      if (phantom.length < (name === ':HRUs' ? 13 : 6)) {
        report({
          at: site,
          severity: 'warning',
          message: `${name} is not closed, so Raven reads the file's last line again as one more row, with missing values it fills with whatever it read before; add ${end}`,
        });
        continue;
      }
      if (name === ':HRUs') {
        const network = networkOf(model);
        const key = idKey(phantom[0]);
        const nSubbasins = network.subbasins.length;
        const clash = network.hrus.findIndex((h) => h.key === key);
        const header = await weightsHeaderOf(model, host);
        const gridWeights = model.rvt.grids.some((g) => g.members.some((m) => m.name === ':GridWeights'));
        const reason =
          clash >= 0 && clash < nSubbasins
            ? 'the repeated HRU ID stops Raven'
            : header && header.hrus !== network.hrus.length + 1
              ? `the extra HRU makes ${network.hrus.length + 1} where ${header.file.name.text} gives weights for ${header.hrus}, and Raven stops`
              : gridWeights
                ? 'the extra HRU has no :GridWeights, and Raven stops'
                : undefined;
        report({
          at: site,
          severity: reason ? 'error' : 'warning',
          message: `:HRUs is not closed, so Raven reads ${again} as one more HRU${reason ? `: ${reason}` : ''}; add ${end}`,
        });
      } else {
        const conduitOk = name === ':Conduits' && phantom[0] === '';
        report({
          at: site,
          severity: conduitOk ? 'warning' : 'error',
          message: `${name} is not closed, so Raven reads ${again} as one more ${name === ':Conduits' ? 'conduit' : 'subbasin'}${conduitOk ? '' : ', and stops on it'}; add ${end}`,
        });
      }
    }
  },
};

/** True when no command follows the block at the top level of its file. */
function lastCommandOfFile(ref: CommandRef): boolean {
  const items = ref.file.doc.items;
  let last: Command | undefined;
  for (const item of items) if (item.kind === 'command') last = item;
  return last === ref.command;
}

/**
 * The words Raven's tokenizer hands over again at the end of the file: those of the last line, the first one
 * emptied when the line starts at the left margin; undefined when the last line is blank, or a comment that
 * stays one.
 */
export function phantomOf(text: string): string[] | undefined {
  const body = text.endsWith('\n') ? text.slice(0, -1) : text;
  const line = body.slice(body.lastIndexOf('\n') + 1).replace(/\r$/, '');
  const tokens = ravenTokens(line);
  if (tokens.length === 0) return undefined;
  if (!/^[ \t,]/.test(line)) tokens[0] = '';
  if (tokens[0].startsWith('#') || tokens[0].startsWith('*')) return undefined;
  return tokens;
}
