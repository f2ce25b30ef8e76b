/** `rvkit check`: diagnostics for RV files, with the engine's rules. */
import { formatDiagnostic } from '../../parser/diagnostics.js';
import { parseRv } from '../../parser/parseRv.js';
import { fileTypeOf } from '../../project/fileType.js';
import { loadProject } from '../../project/load.js';
import { collectRvFiles, readRvFile } from '../../project/rvFiles.js';
import { parse } from '../args.js';
import { EXIT, type CliCommand } from '../command.js';

const help = `Usage: rvkit check <file|dir>... [--quiet] [--json]

Checks RV files (.rvi .rvp .rvh .rvt .rvc .rve .rvm .rvl .rvg and their .tpl templates) with the
engine's own rules and prints each problem as file:line:col: severity: message.
Directories are searched recursively for RV files. For each .rvi, the model it starts is checked
too: the files Raven will need exist, and :RedirectToFile targets are found with Raven's path rules.

Options:
  --quiet   print errors only (no warnings)
  --json    print the diagnostics as JSON
  -h, --help

Exit codes: 0 no errors (warnings allowed), 1 errors found, 2 bad usage, 3 a file could not be read.`;

export const checkCommand: CliCommand = {
  name: 'check',
  summary: 'report problems in RV files (exit 1 on errors)',
  help,
  async run(argv, io) {
    const args = parse<{ quiet?: boolean; json?: boolean; help?: boolean }>(argv, {
      quiet: { type: 'boolean' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    });
    if (!args.ok) return usage(io.err, args.error);
    if (args.values.help) return (io.out(help + '\n'), EXIT.ok);
    if (args.positionals.length === 0) return usage(io.err, 'give at least one file or directory');
    let files: string[];
    try {
      files = await collectRvFiles(args.positionals);
    } catch (e) {
      io.err(`rvkit check: ${(e as Error).message}\n`);
      return EXIT.failure;
    }
    let errors = 0;
    let warnings = 0;
    const all = [];
    for (const file of files) {
      const fileType = fileTypeOf(file);
      if (!fileType) {
        io.err(`rvkit check: ${file}: not an RV file (unknown extension)\n`);
        return EXIT.failure;
      }
      const doc = parseRv(await readRvFile(file), { fileType, fileName: file });
      const model = fileType === 'rvi' && !file.endsWith('.tpl') ? (await loadProject(file)).problems : [];
      for (const d of [...doc.diagnostics, ...model]) {
        if (d.severity === 'error') errors++;
        else if (d.severity === 'warning') warnings++;
        if (args.values.quiet && d.severity !== 'error') continue;
        if (args.values.json) all.push(d);
        else io.out(formatDiagnostic(d) + '\n');
      }
    }
    if (args.values.json) io.out(JSON.stringify(all, null, 2) + '\n');
    else io.err(`${files.length} file(s) checked: ${errors} error(s), ${warnings} warning(s)\n`);
    return errors > 0 ? EXIT.problems : EXIT.ok;
  },
};

function usage(err: (s: string) => void, message: string): number {
  err(`rvkit check: ${message}\nRun 'rvkit check --help' for usage.\n`);
  return EXIT.usage;
}
