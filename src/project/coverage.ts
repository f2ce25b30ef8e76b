/** How much of a loaded model became typed: per file type, the commands typed and the ones kept as written. */
import { commandName } from '../ast/nodes.js';
import type { FileType } from '../../grammar/types.js';
import type { Config } from '../models/sections/config.js';
import { lineStarts, positionAt } from '../parser/positions.js';
import { configSources } from './configLoad.js';

/** Coverage of one file type. */
export interface TypeCoverage {
  readonly fileType: FileType;
  /** Commands that became typed values, by command name. */
  readonly typed: Record<string, number>;
  /** Commands kept as written because no typed model covers them, by command name. */
  readonly generic: Record<string, number>;
  /** Commands a field models but whose text did not fit the model, with the reasons. */
  readonly untyped: { command: string; file: string; line: number; reason: string }[];
}

/** The coverage of a loaded Config (empty for a Config built by a program). */
export function coverage(config: Config): TypeCoverage[] {
  const sources = configSources(config);
  if (!sources) return [];
  const byType = new Map<FileType, TypeCoverage>();
  for (const { file, entries } of sources.files) {
    let c = byType.get(file.fileType);
    if (!c) byType.set(file.fileType, (c = { fileType: file.fileType, typed: {}, generic: {}, untyped: [] }));
    let starts: Int32Array | undefined;
    for (const e of entries) {
      if (e.item.kind !== 'command') continue;
      const name = commandName(e.item);
      if (e.binding) c.typed[name] = (c.typed[name] ?? 0) + 1;
      else if (e.untyped) {
        starts ??= lineStarts(file.text);
        const { line } = positionAt(starts, Math.max(0, e.item.line.start));
        c.untyped.push({ command: name, file: file.doc.fileName, line, reason: e.untyped });
      } else c.generic[name] = (c.generic[name] ?? 0) + 1;
    }
  }
  return [...byType.values()];
}

/** Coverage as text: one block per file type. */
export function formatCoverage(report: readonly TypeCoverage[]): string {
  const count = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);
  const list = (o: Record<string, number>) =>
    Object.entries(o)
      .sort()
      .map(([k, n]) => (n > 1 ? `${k} x${n}` : k))
      .join(', ');
  return report
    .map((c) => {
      const lines = [
        `.${c.fileType}: ${count(c.typed)} typed, ${c.untyped.length} not typed, ${count(c.generic)} generic`,
      ];
      if (count(c.typed)) lines.push(`  typed:   ${list(c.typed)}`);
      for (const u of c.untyped) lines.push(`  not typed: ${u.file}:${u.line}: ${u.command}: ${u.reason}`);
      if (count(c.generic)) lines.push(`  generic: ${list(c.generic)}`);
      return lines.join('\n');
    })
    .join('\n');
}
