import { CATALOGUE } from '../../../../grammar/index.js';
import { commandWarnings, ravenWarning, warningWords } from '../../../../grammar/ravenWarningMatch.js';
import { commandName } from '../../../ast/nodes.js';
import { argToken, nameToken } from '../../../facts/args.js';
import { lineOf, wordToken, type Token } from '../../../facts/site.js';
import { tableRows } from '../../../facts/table.js';
import type { Rule } from '../../rule.js';

/** Raven's warning for a `:SoilClasses` line with words after the command (its length check `Len!=1`). */
const CLASSES = commandWarnings(':SoilClasses').find((w) => w.when === 'Len!=1')!;
/** The .rvp parser's warning for an unknown command (the catalogue's `unknownCommandWarning`). */
const UNKNOWN = ravenWarning(CATALOGUE.rvp.unknownCommandWarning!);
/** Raven's warning for a `:SoilProfiles` row of one word (`not (Len>=2)`). */
const PROFILES = commandWarnings(':SoilProfiles').find((w) => /Len>=2/.test(w.when ?? ''))!;

/**
 * RV150: the soil tables' line lengths ParseClassPropertiesFile checks: a `:SoilClasses` line with words after
 * the command (Raven warns and skips the table: its lines are then read as commands of the .rvp, so its first
 * data row stops Raven, and a table without rows ends in an unknown `:EndSoilClasses`), and a `:SoilProfiles`
 * row of a single word (warned about and skipped).
 */
export const soilTableLines: Rule = {
  code: 'RV150',
  name: 'soil-table-lines',
  category: 'structure',
  severity: 'warning',
  docs: {
    summary:
      'The `:SoilClasses` line holds the command alone (an error where the table has rows), and every row of `:SoilProfiles` has a name and a number of horizons.',
    why: 'Raven reads `:SoilClasses` only when the command stands alone on its line: with anything after it (a class name, a count) it warns (":SoilClasses command: improper line length at line N") and skips the table, then reads the table\'s lines as commands: its first class row stops Raven ("Unrecognized command in .rvp file"), and an empty table\'s `:EndSoilClasses` is an unknown command (warned about). A `:SoilProfiles` row of one word (a profile name without its horizons) is warned about in the same words and skipped: the profile does not exist.',
    fix: 'Put the soil class names on rows of their own below `:SoilClasses`; give each profile row its number of horizons and a soil class and thickness per horizon (0 horizons only for LAKE, WATER, GLACIER, ROCK, PAVEMENT or WETLAND profiles).',
    source: 'ParsePropertyFile.cpp ParseClassPropertiesFile (:SoilClasses, :SoilProfiles)',
    example: {
      fileType: 'rvp',
      bad: ':SoilProfiles\n  DEFAULT_P, 2, TOPSOIL, 0.5, GWSOIL, 2.0\n  LAKE\n:EndSoilProfiles',
      good: ':SoilProfiles\n  DEFAULT_P, 2, TOPSOIL, 0.5, GWSOIL, 2.0\n  LAKE, 0\n:EndSoilProfiles',
    },
  },
  ravenWarnings: [CLASSES.id, PROFILES.id, UNKNOWN.id],
  check({ model, report }) {
    for (const ref of model.commands('rvp')) {
      const name = commandName(ref.command);
      if (name === ':SoilClasses') {
        const extra = argToken(ref, 0);
        if (!extra) continue;
        const said = `Raven warns ("${warningWords(CLASSES, String(lineAt(nameToken(ref))))}") and skips the table`;
        // The table's lines are then read as commands of the .rvp: a data row stops Raven.
        const row = tableRows(ref.file, ref.command)[0]?.tokens[0];
        if (row && !row.text.startsWith('*')) {
          report({
            at: extra.site,
            severity: 'error',
            ravenWarning: null,
            message: `words after :SoilClasses on its line ('${extra.text}' …): ${said}, then reads its first row as a command and stops ("Unrecognized command in .rvp file: ${row.text}"); put the class names on rows of their own`,
          });
          continue;
        }
        report({
          at: extra.site,
          ravenWarning: CLASSES.id,
          message: `words after :SoilClasses on its line ('${extra.text}' …): ${said}, so no soil class is created here`,
        });
        // Its header lines and its end line are then commands the .rvp does not know.
        const lines = (ref.command.body ?? []).flatMap((item) =>
          item.kind === 'command' ? [item.line] : [],
        );
        if (ref.command.end) lines.push(ref.command.end);
        for (const word of lines.map((l) => l.words[0])) {
          report({
            at: wordToken(ref.file, word).site,
            ravenWarning: UNKNOWN.id,
            message: `Raven skipped the :SoilClasses table (its line has words after the command), so it reads ${word.text} as a command of its own and warns ("${warningWords(UNKNOWN, word.text)}")`,
          });
        }
      } else if (name === ':SoilProfiles') {
        for (const row of oneWordRows(ref.command, ref.file)) {
          report({
            at: row.site,
            ravenWarning: PROFILES.id,
            message: `the :SoilProfiles row '${row.text}' has no number of horizons: Raven warns ("${warningWords(PROFILES, String(lineAt(row)))}") and skips it, so profile ${row.text} does not exist`,
          });
        }
      }
    }
  },
};

/** The rows (and header lines) of a `:SoilProfiles` block that hold a single word, not a comment (IsComment). */
function oneWordRows(
  command: Parameters<typeof tableRows>[1],
  file: Parameters<typeof tableRows>[0],
): Token[] {
  const out: Token[] = [];
  for (const row of tableRows(file, command)) {
    const first = row.tokens[0];
    if (row.tokens.length === 1 && !first.text.startsWith('*')) out.push(first);
  }
  for (const item of command.body ?? []) {
    // A header line alone (`:Units`) is a row of one word to Raven too.
    if (item.kind === 'command' && item.line.words.length === 1)
      out.push(wordToken(file, item.line.words[0]));
  }
  return out.sort((a, b) => a.site.offset - b.site.offset);
}

/** The line of a token, as Raven counts the lines it reads. */
function lineAt(token: Token): number {
  return lineOf(token.site.file, token.site.offset);
}
