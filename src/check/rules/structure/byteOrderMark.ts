import type { Rule } from '../../rule.js';

/** The UTF-8 byte order mark, as the three bytes a latin1 reading of the file gives. */
const BOM = '\xEF\xBB\xBF';

/** RV116: a file that starts with a UTF-8 byte order mark. */
export const byteOrderMark: Rule = {
  code: 'RV116',
  name: 'byte-order-mark',
  category: 'structure',
  severity: 'warning',
  fixable: true,
  docs: {
    summary:
      'A file that starts with a UTF-8 byte order mark (three invisible bytes some Windows editors write).',
    why: 'Raven reads bytes, not text: the mark becomes part of the first word of the file, so a first line `:StartDate …` is an unknown command and a first comment line `# …` is not a comment (in the .rvi an unrecognised line that does not start with a colon is an error). What the first line meant is lost.',
    fix: 'Save the file without the byte order mark (UTF-8 without BOM, or ANSI); `rvkit fix` removes it and changes nothing else.',
    source: 'ParseLib.cpp, CParser::Tokenize (splits on spaces, tabs, commas and line ends only)',
    example: {
      fileType: 'rvc',
      bad: '\uFEFF# Raven starts from empty stores.',
      good: '# Raven starts from empty stores.',
    },
  },
  check({ model, report }) {
    const seen = new Set<string>();
    for (const file of model.project.files) {
      if (seen.has(file.path) || !file.text.startsWith(BOM)) continue;
      seen.add(file.path);
      const at = { file, offset: 0, length: BOM.length };
      report({
        at,
        message:
          'the file starts with a UTF-8 byte order mark, which Raven reads as part of the first word: save it without one',
        fix: { message: 'removed the UTF-8 byte order mark', edits: [{ at, newText: '' }] },
      });
    }
  },
};
