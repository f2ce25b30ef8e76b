/**
 * The command index (docs/commands.md): for every command of the catalogue, in one row, where its grammar,
 * typed model, checker rules, migrations and tests are. A newcomer looks a command up by name once and has
 * every place it lives. It is built from the code itself (the catalogue, the model registry, the Config's
 * section fields, the rules, and the files that name the command), so a test can insist it is current.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { CATALOGUE, FILE_TYPES, MIGRATIONS } from '../../grammar/index.js';
import type { CommandSpec, FileType } from '../../grammar/types.js';
import { RULES } from '../../src/check/rules/index.js';
import '../../src/models/index.js';
import { bindings } from '../../src/models/modelClass/registry.js';
import { PROCESS_MODELS } from '../../src/models/processes/catalogue.js';
import { Config } from '../../src/models/sections/config.js';
import type { SectionType } from '../../src/models/sections/config.js';

/** The repository files one kind of place is looked for in, with their texts. */
type Texts = ReadonlyMap<string, string>;

/** Where a command lives. */
export interface CommandPlaces {
  /** The file types that read it (several for the header and file-control commands every file reads). */
  readonly fileTypes: readonly FileType[];
  readonly name: string;
  readonly aliases: readonly string[];
  /** The block it sits in (`:Gauge` for `:Data`), if it is a nested keyword. */
  readonly parent?: string;
  readonly shape: string;
  /** `path:line` of its catalogue entry. */
  readonly grammar: string;
  /** Its typed models: the class and file, or the Config field, or nothing (kept as written). */
  readonly model: readonly { label: string; path: string }[];
  /** Codes of the rules whose file names the command. */
  readonly rules: readonly string[];
  /** Legacy names that migrate to or from it. */
  readonly migrations: readonly string[];
  /** Test files (and formatter fixture folders) that name it. */
  readonly tests: readonly string[];
}

const SECTION_TYPES: readonly SectionType[] = ['rvi', 'rvp', 'rvh', 'rvt', 'rvc', 'rve'];

/** Every file under `dir` (relative to `root`, with `/`) whose name passes `keep`, with its text. */
function readTree(root: string, dir: string, keep: (path: string) => boolean): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      const rel = relative(root, p).split(sep).join('/');
      if (statSync(p).isDirectory()) walk(p);
      else if (keep(rel)) out.set(rel, readFileSync(p, 'utf8'));
    }
  };
  walk(join(root, dir));
  return out;
}

/** A matcher for a command name as a whole word (`:Data` is not found in `:DataX` or `x:Data`). */
function nameMatcher(name: string): RegExp {
  return new RegExp(`(?<![\\w:])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`);
}

/** Files among `texts` that name the command (any spelling), in `texts`' order. */
function naming(texts: Texts, spellings: readonly string[]): string[] {
  const res = spellings.map(nameMatcher);
  return [...texts].filter(([, t]) => res.some((re) => re.test(t))).map(([p]) => p);
}

/**
 * `path:line` of the command's catalogue entry: the line that names it (`name: ':X'`, or a builder called
 * with it), searched in its file type's files first; else the first quoted literal of the name.
 */
function grammarPlace(grammar: Texts, fileType: FileType, name: string): string {
  const quoted = [`'${name}'`, `"${name}"`];
  const own = (p: string) => p === `grammar/${fileType}.ts` || p.startsWith(`grammar/${fileType}/`);
  // The migration and parameter catalogues name commands; they define none.
  const paths = [...grammar.keys()]
    .filter((p) => p !== 'grammar/migrations.ts' && !p.startsWith('grammar/parameters/'))
    .sort((a, b) => Number(own(b)) - Number(own(a)));
  const defines = (l: string) => quoted.some((q) => l.includes(`name: ${q}`) || l.includes(`(${q}`));
  const mentions = (l: string) => quoted.some((q) => l.includes(q));
  for (const test of [defines, mentions])
    for (const path of paths) {
      const i = grammar.get(path)!.split('\n').findIndex(test);
      if (i >= 0) return `${path}:${i + 1}`;
    }
  // A name built by a helper (`:End` + a block name): its file type's catalogue.
  return grammar.has(`grammar/${fileType}.ts`) ? `grammar/${fileType}.ts` : `grammar/${fileType}/index.ts`;
}

/** A short word for what the command's text looks like (what the parser and the printer go by). */
function shapeOf(spec: CommandSpec): string {
  const b = spec.block;
  if (!b) return spec.continues ? 'line, values continue on the next lines' : 'line';
  if (b.marker) return 'marker pair (commands inside)';
  if (b.series) return `time series (${b.series})`;
  if (b.rows?.header === 'parameters') return 'parameter table (:Parameters, :Units)';
  if (b.rows?.header === 'attributes') return 'table (:Attributes, :Units)';
  if (b.rows?.numeric) return 'numeric table';
  if (b.rows) return b.children?.length ? 'block with rows and keywords' : 'table';
  return b.children?.length ? 'block of keywords' : 'block';
}

/** The files that declare each exported class of the models. */
function classFiles(models: Texts): Map<string, string> {
  const out = new Map<string, string>();
  for (const [path, text] of models)
    for (const m of text.matchAll(/export (?:abstract )?class (\w+)/g))
      if (!out.has(m[1])) out.set(m[1], path);
  return out;
}

/** The typed models of each `fileType name`: bound classes, and Config fields by their alias. */
function modelsByCommand(models: Texts): Map<string, { label: string; path: string }[]> {
  const files = classFiles(models);
  const out = new Map<string, { label: string; path: string }[]>();
  const add = (key: string, label: string, path: string | undefined) => {
    if (!path) return;
    const list = out.get(key) ?? [];
    if (!list.some((m) => m.label === label)) list.push({ label, path });
    out.set(key, list);
  };
  for (const b of bindings()) add(`${b.fileType} ${b.spec.name}`, b.cls.name, files.get(b.cls.name));
  for (const type of SECTION_TYPES)
    for (const f of Config.sectionFields(type)) {
      if (!f.alias) continue;
      const spec = CATALOGUE[type].commands.find(
        (c) => c.name === `:${f.alias}` || c.aliases?.includes(`:${f.alias}`),
      );
      add(`${type} ${spec?.name ?? `:${f.alias}`}`, `Config.${f.name}`, `src/models/sections/${type}.ts`);
    }
  // Process lines: one class per process model, built from the process catalogue.
  for (const spec of Object.values(PROCESS_MODELS))
    add(`rvi ${spec.command}`, spec.name, 'src/models/processes/catalogue.ts');
  // A command nested in another's model (a reservoir's curves, a gauge's data): its class sits in the file
  // named after it, in its file type's folder.
  for (const path of models.keys()) {
    const m = /^src\/models\/(rv[a-z])\/(\w+)\.ts$/.exec(path);
    if (!m) continue;
    const name = `:${m[2][0].toUpperCase()}${m[2].slice(1)}`;
    const cls = [...models.get(path)!.matchAll(/export class (\w+)/g)].map((x) => x[1]);
    const label = cls.find((c) => `:${c}` === name) ?? cls[cls.length - 1];
    if (label) for (const n of [name, `:-->${name.slice(1)}`]) add(`${m[1]} ${n}`, label, path);
  }
  return out;
}

/** Whether a model's source reads a keyword: it names it in code (`':Latitude'`) or as a field alias. */
function readsKeyword(source: string, name: string): boolean {
  return source.includes(`'${name}'`) || source.includes(`alias: '${name.slice(1)}'`);
}

/** Every command of the catalogue with the places it lives, in catalogue order. */
export function commandPlaces(root: string): CommandPlaces[] {
  const ts = (p: string) => p.endsWith('.ts');
  const grammar = readTree(root, 'grammar', ts);
  const models = readTree(root, 'src/models', ts);
  const ruleFiles = readTree(root, 'src/check/rules', ts);
  const tests = new Map([
    ...readTree(
      root,
      'test',
      (p) => ts(p) && !p.startsWith('test/fixtures/') && !p.includes('/commandIndex'),
    ),
    ...readTree(root, 'test/fixtures/format', (p) => /\/input\.rv.$/.test(p)),
  ]);
  const modelOf = modelsByCommand(models);
  // A rule's file is the one that exports it under its own name.
  const ruleOfFile = new Map<string, string>();
  for (const r of RULES) {
    const id = r.name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
    const path = [...ruleFiles.keys()].find((p) => p.endsWith(`/${id}.ts`));
    if (path) ruleOfFile.set(path, r.code);
  }
  // One row per catalogue entry: an entry shared by several file types (the header commands, :End,
  // :RedirectToFile) gathers their typed models.
  const rows = new Map<CommandSpec, { fileTypes: FileType[]; model: { label: string; path: string }[] }>();
  const parents = new Map<CommandSpec, string[]>();
  const visit = (fileType: FileType, spec: CommandSpec, parent?: string) => {
    const row = rows.get(spec) ?? { fileTypes: [], model: [] };
    rows.set(spec, row);
    if (parent && !parents.get(spec)?.includes(parent))
      parents.set(spec, [...(parents.get(spec) ?? []), parent]);
    if (!row.fileTypes.includes(fileType)) row.fileTypes.push(fileType);
    for (const m of modelOf.get(`${fileType} ${spec.name}`) ?? [])
      if (!row.model.some((x) => x.label === m.label)) row.model.push(m);
    for (const child of spec.block?.children ?? []) visit(fileType, child, spec.name);
  };
  for (const fileType of FILE_TYPES) for (const spec of CATALOGUE[fileType].commands) visit(fileType, spec);
  // A keyword inside a block is typed by the block's model when that model reads it (its file names it).
  const byName = new Map([...rows].map(([spec, row]) => [spec.name, row]));
  for (const [spec, row] of rows) {
    if (row.model.length) continue;
    for (const p of parents.get(spec) ?? [])
      for (const m of byName.get(p)?.model ?? [])
        if (readsKeyword(models.get(m.path) ?? '', spec.name) && !row.model.some((x) => x.label === m.label))
          row.model.push({ label: `${m.label} (its block)`, path: m.path });
  }
  const out: CommandPlaces[] = [];
  for (const [spec, { fileTypes, model }] of rows) {
    const fileType = fileTypes[0];
    const spellings = [spec.name, ...(spec.aliases ?? [])];
    const rules = naming(ruleFiles, spellings)
      .map((p) => ruleOfFile.get(p))
      .filter((c): c is string => c !== undefined);
    // Legacy spellings Raven renamed to this command, and legacy values of its arguments.
    const migrations = MIGRATIONS.filter(
      (m) =>
        fileTypes.includes(m.fileType) &&
        (m.kind === 'command' ? spellings.includes(m.modern ?? '') : m.command === spec.name),
    ).map((m) => (m.kind === 'command' ? m.legacy : `${m.legacy} → ${m.modern ?? '(report)'}`));
    const parent = parents.get(spec)?.join(', ');
    out.push({
      fileTypes,
      name: spec.name,
      aliases: spec.aliases ?? [],
      ...(parent ? { parent } : {}),
      shape: shapeOf(spec),
      grammar: grammarPlace(grammar, fileType, spec.name),
      model,
      rules: [...new Set(rules)].sort(),
      migrations,
      tests: testOrder(naming(tests, spellings), fileType).map((p) =>
        p.startsWith('test/fixtures/') ? p.slice(0, p.lastIndexOf('/') + 1) : p,
      ),
    });
  }
  return out;
}

/** Tests nearest the command first: its file type's model tests, rule tests, formatter fixtures, the rest. */
function testOrder(paths: string[], fileType: FileType): string[] {
  const rank = (p: string) =>
    p.startsWith(`test/models/${fileType}/`)
      ? 0
      : p.startsWith('test/check/rules/')
        ? 1
        : p.startsWith('test/fixtures/')
          ? 2
          : p.startsWith('test/check/oracle/generators/')
            ? 3
            : 4;
  return [...paths].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

const TYPE_TITLES: Readonly<Record<FileType, string>> = {
  rvi: 'model options',
  rvp: 'parameters',
  rvh: 'watershed',
  rvt: 'forcings and observations',
  rvc: 'initial conditions',
  rve: 'ensembles and assimilation',
  rvm: 'management',
  rvl: 'live / lookup',
  rvg: 'gridded',
};

/** A link from docs/ to a repository path, optionally at a line (`path:line`). */
function link(place: string, label?: string): string {
  const [path, line] = place.split(':');
  const text = label ?? (line ? `${path.replace(/^grammar\//, '')}:${line}` : path.replace(/^grammar\//, ''));
  return `[${text}](../${path}${line ? `#L${line}` : ''})`;
}

/** A markdown table cell (no pipes, no line breaks). */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

/** At most `max` items (not how many more: a new test file elsewhere should not change the index). */
function some(items: readonly string[], max: number): string {
  return items.length <= max ? items.join(', ') : `${items.slice(0, max).join(', ')} …`;
}

/** A command several file types read. */
const shared = (p: CommandPlaces) => p.fileTypes.length > 1;

/** The text of docs/commands.md. */
export function commandIndexMarkdown(places: readonly CommandPlaces[]): string {
  const out = [
    '# Where each command lives',
    '',
    'Every command Raven 4.12 reads, by file type, with every place rvkit handles it: look a command up by its',
    'name and follow the links. Generated from the code (`npm run docs:commands`); `test/architecture/',
    'commandIndex.test.ts` fails when it is not current.',
    '',
    '- **grammar**: its catalogue entry (`grammar/`): spellings, arguments, block and end rule, documentation.',
    "  The lexer, the parser, the printers, the checker's reading order and the language server (hover,",
    '  completion, the TextMate grammar) all read this entry; none of them has code of its own for a command.',
    '- **shape**: what its text looks like. The lossless printer prints every unchanged command from its source',
    '  slice; the canonical formatter (`src/printer/format.ts`) lays it out by its shape, one fixture folder per',
    '  layout decision in `test/fixtures/format/` (listed under tests when its input uses the command).',
    '- **typed model**: the class that reads and writes it (`src/models/<filetype>/`, bound by `@command`), or the',
    '  `Config` field that holds it (`src/models/sections/<filetype>.ts`); "as written" when no typed model',
    '  covers it and loading keeps its text (`rvkit coverage` shows which, for a model directory).',
    '- **rules**: the checker rules whose file names the command (`src/check/rules/<family>/`; every rule also',
    '  sees it through the model facts of `src/facts/`).',
    '- **legacy**: names of older Raven versions that `rvkit fix` rewrites to it, and legacy values of its',
    '  arguments (`grammar/migrations.ts`).',
    '- **tests**: test files that name it: its model tests first, then rule tests, formatter fixtures, the',
    "  checker oracle's mutations, the rest.",
    '',
    `- [Several file types](#several-file-types): ${places.filter(shared).length} commands every file (or several) reads`,
    ...FILE_TYPES.map((t) => {
      const n = places.filter((p) => !shared(p) && p.fileTypes[0] === t).length;
      return `- [.${t}](#${t}): ${TYPE_TITLES[t]}, ${n} commands`;
    }),
    '',
  ];
  const table = (title: string, rows: readonly CommandPlaces[], withTypes: boolean) => {
    out.push(
      `## ${title}`,
      '',
      `| command |${withTypes ? ' files |' : ''} shape | grammar | typed model | rules | legacy | tests |`,
      `|---|${withTypes ? '---|' : ''}---|---|---|---|---|---|`,
    );
    for (const p of rows) {
      const name =
        [p.name, ...p.aliases].map((n) => `\`${n}\``).join(' / ') +
        (p.parent
          ? ` (in ${some(
              p.parent.split(', ').map((x) => `\`${x}\``),
              2,
            )})`
          : '');
      const types = p.fileTypes.map((t) => `.${t}`).join(' ');
      const model = p.model.length ? p.model.map((m) => link(m.path, m.label)).join(', ') : 'as written';
      const rules = p.rules.map((c) => `[${c}](rules/${c}.md)`).join(' ');
      const legacy = p.migrations.map((m) => `\`${m}\``).join(', ');
      const tests = some(
        p.tests.map((x) => link(x, x.replace(/^test\//, '').replace(/\.test\.ts$/, ''))),
        3,
      );
      const cells = [
        name,
        ...(withTypes ? [types] : []),
        p.shape,
        link(p.grammar),
        model,
        rules,
        legacy,
        tests,
      ];
      out.push(`| ${cells.map(cell).join(' | ')} |`);
    }
    out.push('');
  };
  table('Several file types', places.filter(shared), true);
  for (const t of FILE_TYPES)
    table(
      `.${t}`,
      places.filter((p) => !shared(p) && p.fileTypes[0] === t),
      false,
    );
  return out.join('\n');
}
