/** `rvkit fmt`: the canonical layout for RV files. */
import { hasErrors } from '../../parser/diagnostics.js';
import { diagnosticLine, escapeControls } from '../terminalText.js';
import { UnreadableFileError } from '../../project/unreadableFile.js';
import { MAX_FILE_SIZE_HELP, MAX_FILE_SIZE_OPTION, maxFileBytes } from '../fileSize.js';
import { parseRv } from '../../parser/parseRv.js';
import { formatDocument } from '../../printer/format.js';
import { resolve } from 'node:path';
import { OutsideRootError, ProjectError } from '../../project/errors.js';
import { fileTypeOf } from '../../project/fileType.js';
import { collectRvFiles, readRvFile } from '../../project/rvFiles.js';
import { reason, writeFiles, type FileWrite } from '../../project/writeFiles.js';
import { parse } from '../args.js';
import { EXIT, type CliCommand, type CliIO } from '../command.js';
import { fileProblem } from '../fileProblem.js';

const help = `Usage: rvkit fmt <file|dir>... [--check | --write]

Formats RV files in one canonical layout: two-space indentation inside blocks, aligned columns, comments
kept in place, numbers exactly as written, LF line ends and a final newline. The engine reads the same
tokens from the formatted file.

  rvkit fmt model.rvi            print the formatted file to standard output
  rvkit fmt model/ --check       list the files that are not formatted (exit 1 if any)
  rvkit fmt model/ --write       rewrite the files that are not formatted

Files with errors (see 'rvkit check') are not formatted: they are reported and the exit code is 1.

--write writes the files of each file or directory given all or nothing (checked first, staged beside
their targets with their mode and owner, recorded in a journal, then renamed into place; a run killed
half-way is completed or rolled back by the next rvkit run there). A file changed while rvkit ran is not
overwritten; a read-only file is not written (reported, exit 3); a link is written through to its target
(the link stays a link); a file outside the directory given (a link leading out) needs --allow-outside.

Options:
  --check           do not write; exit 1 when a file would change
  --write           rewrite files in place (only files that change are touched)
  --allow-outside   with --write: also write files outside the directory given (links leading out)
${MAX_FILE_SIZE_HELP}
  -h, --help

Exit codes: 0 done (or all formatted), 1 files need formatting or have errors, 2 bad usage, 3 a file could
not be read or written.`;

export const fmtCommand: CliCommand = {
  name: 'fmt',
  help,
  async run(argv, io) {
    const args = parse<{
      check?: boolean;
      write?: boolean;
      'allow-outside'?: boolean;
      'max-file-size'?: string;
      help?: boolean;
    }>(argv, {
      check: { type: 'boolean' },
      write: { type: 'boolean' },
      'allow-outside': { type: 'boolean' },
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
    // Each operand is the root of its own save: a directory, or the one file named (written through its link).
    const groups: { root: string; files: string[] }[] = [];
    try {
      for (const root of args.positionals) groups.push({ root, files: await collectRvFiles([root]) });
    } catch (e) {
      io.err(`rvkit fmt: ${fileProblem(e)}\nGive RV files or directories: rvkit fmt model/ --check\n`);
      return EXIT.failure;
    }
    const count = groups.reduce((n, g) => n + g.files.length, 0);
    if (!check && !write && count !== 1) {
      return usage(io.err, 'several files: use --check or --write (standard output takes one file)');
    }
    let problems = 0;
    let failed = false;
    for (const { root, files } of groups) {
      const writes: FileWrite[] = [];
      const shown = new Map<string, string>();
      for (const file of files) {
        const fileType = fileTypeOf(file);
        if (!fileType) return usage(io.err, `${file}: not an RV file`);
        let text: string;
        try {
          text = await readRvFile(file, limits);
        } catch (e) {
          // A FIFO, a device or a file over the limit named on the command line: said, and the others go on.
          if (e instanceof UnreadableFileError) {
            io.err(`${escapeControls(file, false)}: not formatted: ${escapeControls(e.reason, false)}\n`);
            problems++;
            continue;
          }
          io.err(`rvkit fmt: cannot read ${escapeControls(file, false)}: ${reason(e)}\n`);
          failed = true;
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
        if (!check && !write) io.out(formatted);
        else if (formatted !== text && check) {
          io.out(`${file}\n`);
          problems++;
        } else if (formatted !== text) {
          writes.push({ path: resolve(file), text: formatted, before: text });
          shown.set(resolve(file), file);
        }
      }
      const outside = args.values['allow-outside'] === true;
      if (writes.length > 0 && !(await save(root, writes, shown, outside, io))) failed = true;
    }
    return failed ? EXIT.failure : problems > 0 ? EXIT.problems : EXIT.ok;
  },
};

/** Writes one operand's formatted files through the one write path; false when something was not written. */
async function save(
  root: string,
  writes: FileWrite[],
  shown: ReadonlyMap<string, string>,
  allowOutside: boolean,
  io: CliIO,
): Promise<boolean> {
  let result;
  try {
    result = await writeFiles(root, writes, { allowOutside, skipReadOnly: true });
  } catch (e) {
    if (!(e instanceof ProjectError)) throw e;
    const message =
      e instanceof OutsideRootError
        ? new OutsideRootError(e.paths, e.root, '--allow-outside').message
        : e.message;
    io.err(`rvkit fmt: ${message}\n`);
    return false;
  }
  for (const path of result.written) io.err(`formatted ${shown.get(path) ?? path}\n`);
  for (const path of result.readOnly)
    io.err(`rvkit fmt: ${shown.get(path) ?? path}: read-only, not formatted\n`);
  return result.readOnly.length === 0;
}

function usage(err: (s: string) => void, message: string): number {
  err(`rvkit fmt: ${message}\nRun 'rvkit fmt --help' for usage.\n`);
  return EXIT.usage;
}
