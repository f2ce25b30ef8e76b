/** `rvkit fmt`: the canonical layout for RV files. */
import { hasErrors } from '../../parser/diagnostics.js';
import { diagnosticLine, escapeControls } from '../terminalText.js';
import { UnreadableFileError } from '../../project/unreadableFile.js';
import { MAX_FILE_SIZE_HELP, MAX_FILE_SIZE_OPTION, maxFileBytes } from '../fileSize.js';
import { parseRv } from '../../parser/parseRv.js';
import { formatDocument } from '../../printer/format.js';
import { writeFileAtomic } from '../../project/atomicWrite.js';
import { fileTypeOf } from '../../project/fileType.js';
import { collectRvFiles, readRvFile } from '../../project/rvFiles.js';
import { parse } from '../args.js';
import { EXIT, type CliCommand } from '../command.js';

const help = `Usage: rvkit fmt <file|dir>... [--check | --write]

Formats RV files in one canonical layout: two-space indentation inside blocks, aligned columns, comments
kept in place, numbers exactly as written, LF line ends and a final newline. The engine reads the same
tokens from the formatted file.

  rvkit fmt model.rvi            print the formatted file to standard output
  rvkit fmt model/ --check       list the files that are not formatted (exit 1 if any)
  rvkit fmt model/ --write       rewrite the files that are not formatted (atomically)

Files with errors (see 'rvkit check') are not formatted: they are reported and the exit code is 1.

Options:
  --check   do not write; exit 1 when a file would change
  --write   rewrite files in place (only files that change are touched)
${MAX_FILE_SIZE_HELP}
  -h, --help

Exit codes: 0 done (or all formatted), 1 files need formatting or have errors, 2 bad usage, 3 I/O failure.`;

export const fmtCommand: CliCommand = {
  name: 'fmt',
  help,
  async run(argv, io) {
    const args = parse<{ check?: boolean; write?: boolean; 'max-file-size'?: string; help?: boolean }>(argv, {
      check: { type: 'boolean' },
      write: { type: 'boolean' },
      ...MAX_FILE_SIZE_OPTION,
      help: { type: 'boolean', short: 'h' },
    });
    if (!args.ok) return usage(io.err, args.error);
    let limits;
    try {
      limits = { maxFileBytes: maxFileBytes(args.values['max-file-size']) };
    } catch (e) {
      return usage(io.err, (e as Error).message);
    }
    const { check, write } = args.values;
    if (args.values.help) return (io.out(help + '\n'), EXIT.ok);
    if (check && write) return usage(io.err, '--check and --write exclude each other');
    if (args.positionals.length === 0) return usage(io.err, 'give at least one file or directory');
    let files: string[];
    try {
      files = await collectRvFiles(args.positionals);
    } catch (e) {
      io.err(`rvkit fmt: ${(e as Error).message}\n`);
      return EXIT.failure;
    }
    if (!check && !write && files.length !== 1) {
      return usage(io.err, 'several files: use --check or --write (standard output takes one file)');
    }
    let problems = 0;
    for (const file of files) {
      const fileType = fileTypeOf(file);
      if (!fileType) return usage(io.err, `${file}: not an RV file`);
      let text;
      try {
        text = await readRvFile(file, limits);
      } catch (e) {
        // A FIFO, a device or a file over the limit named on the command line: said, and the others go on.
        if (!(e instanceof UnreadableFileError)) throw e;
        io.err(`${escapeControls(file, false)}: not formatted: ${escapeControls(e.reason, false)}\n`);
        problems++;
        continue;
      }
      const doc = parseRv(text, { fileType, fileName: file });
      if (hasErrors(doc.diagnostics)) {
        for (const d of doc.diagnostics) if (d.severity === 'error') io.err(diagnosticLine(d) + '\n');
        io.err(`${file}: not formatted: it has errors\n`);
        problems++;
        continue;
      }
      const formatted = formatDocument(doc);
      if (!check && !write) {
        io.out(formatted);
      } else if (formatted !== text) {
        if (check) {
          io.out(`${file}\n`);
          problems++;
        } else {
          try {
            await writeFileAtomic(file, formatted);
          } catch (e) {
            io.err(`rvkit fmt: ${(e as Error).message}\n`);
            return EXIT.failure;
          }
          io.err(`formatted ${file}\n`);
        }
      }
    }
    return problems > 0 ? EXIT.problems : EXIT.ok;
  },
};

function usage(err: (s: string) => void, message: string): number {
  err(`rvkit fmt: ${message}\nRun 'rvkit fmt --help' for usage.\n`);
  return EXIT.usage;
}
