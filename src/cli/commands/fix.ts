/** `rvkit fix`: migrates legacy names to what Raven 4.12 reads and applies the checker's certain repairs. */
import { relative, sep } from 'node:path';
import type { Diagnostic } from '../../ast/nodes.js';
import { RULES } from '../../check/rules/index.js';
import { parseRcFile, type RuleSetting } from '../../check/settings.js';
import { FIX_TARGETS, fixProject } from '../../fix/fixProject.js';
import { unifiedDiff } from '../../fix/unifiedDiff.js';
import { FixWriteError } from '../../fix/writeChanges.js';
import { diagnosticLine, escapeControls, shownText } from '../terminalText.js';
import { fileHost } from '../../project/fileHost.js';
import { fileTypeOf } from '../../project/fileType.js';
import { OutsideRootError } from '../../project/errors.js';
import { loadProject, textsOverDisk } from '../../project/load.js';
import { findRcFile } from '../../project/rcFile.js';
import { collectRvFiles } from '../../project/rvFiles.js';
import { parse } from '../args.js';
import { MAX_FILE_SIZE_HELP, MAX_FILE_SIZE_OPTION, maxFileBytes } from '../fileSize.js';
import { EXIT, type CliCommand, type CliIO } from '../command.js';
import { fileProblem } from '../fileProblem.js';

const help = `Usage: rvkit fix <dir|file.rvi>... [options]

Brings model directories written for older Raven versions to what Raven 4.12 reads, and repairs what is
certain: legacy commands, option values and algorithm names (grammar/migrations.ts lists each with the Raven
version and commit that changed it), an option value or algorithm misspelt with exactly one close match, a
table whose :End… line is missing where it is unambiguous, a UTF-8 byte order mark. A repair that would be a
guess is never made: rvkit check's message suggests it. Only the bytes a fix names change: comments,
spacing and line ends of every other line stay as they are.

Each change is printed as
  file:line:col: CODE: what was changed
then the problems that remain, as rvkit check prints them.

Options:
  --dry-run             print the changes as a unified diff and write nothing
  --only <CODES>        apply only the fixes of these rules (comma-separated codes, e.g. RV513,RV015)
  --to <version>        the Raven version to migrate to (only 4.12)
  --no-backup           do not keep the originals (by default name.rvi.orig beside each changed file)
  --allow-outside       also write files outside the model directory (a :RedirectToFile to ../x or to an
                        absolute path, a link leading out); without it such files are listed and nothing
                        is written
${MAX_FILE_SIZE_HELP}
  -h, --help

Files are written all or nothing: every file is checked first (changed on disk since it was read, read-only,
outside the directory: nothing is written), each new text goes to a temporary file beside its target with the
target's mode and owner, and the files are renamed into place only after a journal in the model directory
records that all of them were written. If rvkit is killed half-way, the next rvkit run that loads or writes
the directory completes the change or rolls it back, and says so. A link is written through to its target.

Exit codes: 0 the model is clean afterwards (no errors), 1 errors remain, 2 bad usage, 3 a file could not be
read or written.`;

interface Options {
  'dry-run'?: boolean;
  only?: string;
  to?: string;
  'no-backup'?: boolean;
  'allow-outside'?: boolean;
  'max-file-size'?: string;
  help?: boolean;
}

export const fixCommand: CliCommand = {
  name: 'fix',
  help,
  async run(argv, io) {
    const args = parse<Options>(argv, {
      'dry-run': { type: 'boolean' },
      only: { type: 'string' },
      to: { type: 'string' },
      'no-backup': { type: 'boolean' },
      'allow-outside': { type: 'boolean' },
      ...MAX_FILE_SIZE_OPTION,
      help: { type: 'boolean', short: 'h' },
    });
    if (!args.ok) return usage(io, args.error);
    const o = args.values;
    if (o.help) return (io.out(help + '\n'), EXIT.ok);
    if (args.positionals.length === 0) return usage(io, 'give a model directory or .rvi file');
    if (o.to !== undefined && !(FIX_TARGETS as readonly string[]).includes(o.to)) {
      return usage(io, `--to ${o.to}: rvkit migrates to Raven ${FIX_TARGETS.join(', ')}`);
    }
    const only = o.only
      ?.split(',')
      .map((c) => c.trim().toUpperCase())
      .filter((c) => c.length > 0);
    const unknown = only?.find((c) => !RULES.some((r) => r.code === c));
    if (unknown) return usage(io, `--only ${unknown}: no such rule (rvkit check --explain lists them)`);
    let limits;
    try {
      limits = { maxFileBytes: maxFileBytes(o['max-file-size']) };
    } catch (e) {
      return usage(io, (e as Error).message);
    }

    let models: string[];
    try {
      const files = await collectRvFiles(args.positionals);
      models = files.filter((f) => fileTypeOf(f) === 'rvi' && !f.endsWith('.tpl'));
    } catch (e) {
      io.err(`rvkit fix: ${fileProblem(e)}\nGive model directories or .rvi files: rvkit fix model/\n`);
      return EXIT.failure;
    }
    if (models.length === 0) return usage(io, `no .rvi file in ${args.positionals.join(', ')}`);

    let errors = 0;
    for (const rvi of models) {
      let project;
      let rules: Record<string, RuleSetting>;
      try {
        project = await loadProject(rvi, limits);
        const rc = await findRcFile(project.dir);
        rules = rc ? parseRcFile(rc.text, rc.path, RULES) : {};
      } catch (e) {
        io.err(`rvkit fix: ${(e as Error).message}\n`);
        return EXIT.failure;
      }
      let result;
      try {
        result = await fixProject(project, {
          only,
          dryRun: o['dry-run'] === true,
          backup: o['no-backup'] !== true,
          host: fileHost(project.dir, limits),
          rules,
          // The fixed texts laid over the disk: a fixed :RedirectToFile reaches its file.
          reload: (changes) =>
            loadProject(rvi, { source: textsOverDisk(new Map(changes.map((c) => [c.path, c.after]))) }),
          allowOutside: o['allow-outside'] === true,
        });
      } catch (e) {
        if (e instanceof FixWriteError) {
          io.err(`rvkit fix: ${writeFailure(e.cause ?? e)}\n`);
          return EXIT.failure;
        }
        throw e;
      }
      for (const e of result.edits) {
        io.out(
          `${escapeControls(e.file, false)}:${e.range.line}:${e.range.column}: ${e.code}: ${shownText(e.message)}\n`,
        );
      }
      if (o['dry-run']) {
        for (const c of result.changes) {
          const name = relative(project.dir, c.path).split(sep).join('/');
          io.out(unifiedDiff(c.before, c.after, `a/${name}`, `b/${name}`));
        }
      }
      const problems = result.remaining.filter((d) => d.severity !== 'info');
      report(problems, io);
      errors += problems.filter((d) => d.severity === 'error').length;
      const what = o['dry-run'] ? 'would change' : 'changed';
      const backups = result.backups.length > 0 ? `, originals kept as .orig` : '';
      io.err(
        `${rvi}: ${result.fixed.length} fix(es), ${what} ${result.changes.length} file(s)${o['dry-run'] ? '' : backups}; ` +
          `${problems.filter((d) => d.severity === 'error').length} error(s), ` +
          `${problems.filter((d) => d.severity === 'warning').length} warning(s) remain\n`,
      );
    }
    return errors > 0 ? EXIT.problems : EXIT.ok;
  },
};

/** A refusal to write outside names the command's option; every other message is the error's own. */
function writeFailure(e: unknown): string {
  if (e instanceof OutsideRootError) return new OutsideRootError(e.paths, e.root, '--allow-outside').message;
  return (e as Error).message;
}

function report(list: readonly Diagnostic[], io: CliIO): void {
  for (const d of list) io.out(`${diagnosticLine(d)}\n`);
}

function usage(io: CliIO, message: string): number {
  io.err(`rvkit fix: ${message}\nRun 'rvkit fix --help' for usage.\n`);
  return EXIT.usage;
}
