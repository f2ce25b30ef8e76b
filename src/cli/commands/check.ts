/** `rvkit check`: what Raven will reject, before a run: whole models by their rules, loose RV files by syntax. */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { dirname, relative, resolve, sep } from 'node:path';
import type { Diagnostic } from '../../ast/nodes.js';
import { checkProject } from '../../check/checkProject.js';
import { ruleExplanation, rulesTable } from '../../check/docs.js';
import { RULES } from '../../check/rules/index.js';
import { sarifLog } from '../../check/sarif.js';
import { findRule, parseRcFile, parseRuleOption, type RuleSetting } from '../../check/settings.js';
import { diagnosticLine, escapeControls } from '../terminalText.js';
import { parseRv } from '../../parser/parseRv.js';
import { fileHost } from '../../project/fileHost.js';
import { fileTypeOf } from '../../project/fileType.js';
import { loadProject } from '../../project/load.js';
import { findRcFile } from '../../project/rcFile.js';
import { collectRvFiles, readRvFile } from '../../project/rvFiles.js';
import type { ReadLimits } from '../../project/regularFile.js';
import { UnreadableFileError } from '../../project/unreadableFile.js';
import { syntaxCode } from '../../parser/check/codes.js';
import { MAX_FILE_SIZE_HELP, MAX_FILE_SIZE_OPTION, maxFileBytes } from '../fileSize.js';
import { parse } from '../args.js';
import { EXIT, type CliCommand, type CliIO } from '../command.js';
import { fileProblem } from '../fileProblem.js';

const help = `Usage: rvkit check <file|dir>... [options]

Tells what Raven 4.12.1 will reject, before a run. Each .rvi given or found in a directory (searched
recursively) is checked as the whole model it defines: the files Raven reads (base files by stem or
:rv?_Filename, :RedirectToFile followed) against Raven's rules for syntax, structure, references,
parameters, time and data, options and algorithms. Other RV files (.rvp .rvh .rvt .rvc .rve .rvm .rvl .rvg,
and .tpl templates) are checked for syntax only. Each problem is printed as
  file:line:col: severity: message [CODE]
with the severity Raven gives it: error (Raven stops) or warning (Raven warns and goes on).

Options:
  --format <f>          text (default), json, or sarif (SARIF 2.1.0, for code-scanning services)
  --rule <CODE=VALUE>   turn a rule off or change its severity: off, warn or error (repeatable; a rule is
                        named by its code or its name)
  --max-warnings <n>    exit 1 when there are more than n warnings
  --quiet               report errors only
  --explain [CODE]      explain a rule (what it checks, why Raven cares, how to fix it); without a code,
                        list every rule
  --json                the same as --format json
${MAX_FILE_SIZE_HELP}
  -h, --help

Settings: a .rvkitrc.json in the model's directory (or the nearest parent that has one) sets rules the same
way, e.g. { "rules": { "RV202": "warn", "unknown-command": "off" } }; --rule wins over it.

Exit codes: 0 no errors (and no more warnings than --max-warnings), 1 errors or too many warnings,
2 bad usage or an invalid .rvkitrc.json, 3 a file could not be read.`;

interface Options {
  format?: string;
  rule?: string[];
  'max-warnings'?: string;
  quiet?: boolean;
  explain?: boolean;
  json?: boolean;
  'max-file-size'?: string;
  help?: boolean;
}

/** A command-line mistake: exit 2 with its message. */
class UsageError extends Error {}

export const checkCommand: CliCommand = {
  name: 'check',
  help,
  async run(argv, io) {
    const args = parse<Options>(argv, {
      format: { type: 'string' },
      rule: { type: 'string', multiple: true },
      'max-warnings': { type: 'string' },
      quiet: { type: 'boolean' },
      explain: { type: 'boolean' },
      json: { type: 'boolean' },
      ...MAX_FILE_SIZE_OPTION,
      help: { type: 'boolean', short: 'h' },
    });
    if (!args.ok) return usage(io.err, args.error);
    const o = args.values;
    if (o.help) return (io.out(help + '\n'), EXIT.ok);
    if (o.explain) return explain(args.positionals, io);
    try {
      const format = o.json ? 'json' : (o.format ?? 'text');
      if (!['text', 'json', 'sarif'].includes(format))
        throw new UsageError(`--format ${format}: use text, json or sarif`);
      const maxWarnings = o['max-warnings'] === undefined ? Infinity : count(o['max-warnings']);
      const cliRules = Object.fromEntries(
        (o.rule ?? []).map((r) => usageOf(() => parseRuleOption(r, RULES))),
      );
      if (args.positionals.length === 0) throw new UsageError('give at least one file or directory');
      const limits = { maxFileBytes: usageOf(() => maxFileBytes(o['max-file-size'])) };
      const result = await checkPaths(args.positionals, cliRules, limits, io);
      if (result === undefined) return EXIT.failure;
      const shown = o.quiet ? result.diagnostics.filter((d) => d.severity === 'error') : result.diagnostics;
      report(shown, format, io);
      const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
      const warnings = result.diagnostics.filter((d) => d.severity === 'warning').length;
      if (format === 'text') {
        const skipped = result.skipped ? ` (${result.skipped} RV file(s) no model reads were left out)` : '';
        io.err(`${result.files} file(s) checked: ${errors} error(s), ${warnings} warning(s)${skipped}\n`);
        if (warnings > maxWarnings) io.err(`rvkit check: more than ${maxWarnings} warning(s)\n`);
      }
      return errors > 0 || warnings > maxWarnings ? EXIT.problems : EXIT.ok;
    } catch (e) {
      if (e instanceof UsageError) return usage(io.err, e.message);
      throw e;
    }
  },
};

/** Every diagnostic of the paths given, and how many files they cover; undefined after an I/O failure. */
async function checkPaths(
  paths: readonly string[],
  cliRules: Record<string, RuleSetting>,
  limits: ReadLimits,
  io: CliIO,
): Promise<{ diagnostics: Diagnostic[]; files: number; skipped: number } | undefined> {
  let files: string[];
  try {
    files = await collectRvFiles(paths);
  } catch (e) {
    io.err(
      `rvkit check: ${fileProblem(e)}\nGive model directories, .rvi files or RV files: rvkit check model/\n`,
    );
    return undefined;
  }
  if (files.length === 0) {
    io.err(`rvkit check: no RV file in ${paths.join(', ')}: give a model directory or RV files\n`);
    return undefined;
  }
  const unknown = files.find((f) => !fileTypeOf(f));
  if (unknown) {
    io.err(
      `rvkit check: ${unknown}: not an RV file (unknown extension): give .rvi, .rvh, .rvp, .rvt, .rvc or .rve files\n`,
    );
    return undefined;
  }
  const models = files.filter((f) => fileTypeOf(f) === 'rvi' && !f.endsWith('.tpl'));
  const covered = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  for (const [i, rvi] of models.entries()) {
    if (io.interactive && models.length > 1)
      io.err(`\r\x1b[Kchecking model ${i + 1}/${models.length}: ${escapeControls(rvi, false)}`);
    let project;
    try {
      project = await loadProject(rvi, limits);
    } catch (e) {
      io.err(`rvkit check: ${(e as Error).message}\n`);
      return undefined;
    }
    for (const f of project.files) covered.add(f.path);
    const rules = { ...(await rcRules(project.dir)), ...cliRules };
    diagnostics.push(...(await checkProject(project, { host: fileHost(project.dir, limits), rules })));
  }
  if (io.interactive && models.length > 1) io.err('\r\x1b[K');
  // Inside a directory that holds models, an RV file no model reads is left out (Raven never sees it); files
  // named on the command line and directories without a model are checked for syntax.
  const modelDirs = new Set(models.map((m) => dirname(resolve(m))));
  const named = new Set(paths.map((p) => resolve(p)));
  let skipped = 0;
  for (const file of files) {
    const abs = resolve(file);
    if (covered.has(abs)) continue;
    if (!named.has(abs) && [...modelDirs].some((d) => abs.startsWith(d + sep))) {
      skipped++;
      continue;
    }
    let text;
    try {
      text = await readRvFile(file, limits);
    } catch (e) {
      // A FIFO or a device named on the command line: said, and the other files are still checked.
      if (!(e instanceof UnreadableFileError)) throw e;
      diagnostics.push(notReadDiagnostic(file, e.reason));
      continue;
    }
    diagnostics.push(...parseRv(text, { fileType: fileTypeOf(file)!, fileName: file }).diagnostics);
  }
  return { diagnostics, files: files.length - skipped, skipped };
}

/** The diagnostic of a file named on the command line that is not read (RV214, as the loader reports it). */
function notReadDiagnostic(file: string, reason: string): Diagnostic {
  const message = `${file} ${reason}`;
  return { severity: 'error', message, file, line: 1, column: 1, code: syntaxCode('unreadable-file') };
}

/** The rule settings of the .rvkitrc.json that applies to a model directory. */
async function rcRules(dir: string): Promise<Record<string, RuleSetting>> {
  const rc = await findRcFile(dir);
  return rc ? usageOf(() => parseRcFile(rc.text, rc.path, RULES)) : {};
}

function report(list: readonly Diagnostic[], format: string, io: CliIO): void {
  if (format === 'json') io.out(JSON.stringify(list, null, 2) + '\n');
  else if (format === 'sarif') {
    const uriOf = (file: string) => encodeURI(relative(process.cwd(), file).split('\\').join('/'));
    const log = sarifLog(
      list.map((d) => ({ ...d, file: uriOf(d.file) })),
      RULES,
      {
        version: version(),
        informationUri: new URL('../../../../README.md', import.meta.url).href,
        docsBase: new URL('../../../../docs/rules/', import.meta.url).href,
        srcRoot: pathToFileURL(process.cwd() + sep).href,
      },
    );
    io.out(JSON.stringify(log, null, 2) + '\n');
  } else for (const d of list) io.out(`${diagnosticLine(d)}\n`);
}

function explain(codes: readonly string[], io: CliIO): number {
  if (codes.length === 0) {
    io.out(rulesTable(RULES) + '\n');
    return EXIT.ok;
  }
  for (const code of codes) {
    const rule = findRule(RULES, code);
    if (!rule) return usage(io.err, `no rule ${code} (rvkit check --explain lists the rules)`);
    io.out(ruleExplanation(rule) + '\n');
  }
  return EXIT.ok;
}

function count(text: string): number {
  if (!/^\d+$/.test(text)) throw new UsageError(`--max-warnings expects a number, got '${text}'`);
  return Number(text);
}

/** Runs a parser of user input, turning its error into a usage error. */
function usageOf<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

function version(): string {
  const url = new URL('../../../../package.json', import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { version: string }).version;
}

function usage(err: (s: string) => void, message: string): number {
  err(`rvkit check: ${message}\nRun 'rvkit check --help' for usage.\n`);
  return EXIT.usage;
}
