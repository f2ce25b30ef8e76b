/**
 * The fix of a block left open (RV101): its end line, right after the block's last row, where the end is
 * unambiguous: a table (not a marker pair such as :Gauge, whose members could end anywhere) with a single end
 * keyword (or any `:End…`, which Raven accepts for some blocks: then `:End` and the block's name).
 */
import type { Diagnostic, Item } from '../../ast/nodes.js';
import { fileOf, lineEndOf, offsetOf } from '../fixEdits.js';
import { commandAt } from '../../facts/commandAt.js';
import type { ModelFacts } from '../../facts/facts.js';
import type { FindingFix } from '../rule.js';

/** Where an item starts in its file. */
function startOf(item: Item): number {
  return item.kind === 'command' ? item.line.start : item.start;
}

/** The end line that closes a block left open, inserted after its last row. */
export function missingEndFix(d: Diagnostic, model: ModelFacts): FindingFix | undefined {
  const file = fileOf(model, d);
  if (!file) return undefined;
  const found = commandAt(file, offsetOf(file, d));
  const block = found?.at.command.spec?.block;
  if (!found || found.word !== 0 || !block || block.marker || found.at.command.end) return undefined;
  const rule = block.end;
  const name = found.at.command.spec!.name;
  const end =
    'exact' in rule ? (rule.exact.length === 1 ? rule.exact[0] : undefined) : `:End${name.slice(1)}`;
  if (!end) return undefined;
  const body = found.at.command.body ?? [];
  let last = -1;
  for (let i = 0; i < body.length; i++) if (body[i].kind === 'rows' || body[i].kind === 'command') last = i;
  const after =
    body[last + 1] ?? found.at.next ?? [...found.at.parents].reverse().find((p) => p.next)?.next ?? undefined;
  const offset = after ? startOf(after) : file.text.length;
  const eol = lineEndOf(file);
  const needsBreak = offset > 0 && file.text[offset - 1] !== '\n';
  return {
    message: `added ${end} to close ${name}`,
    edits: [{ at: { file, offset, length: 0 }, newText: `${needsBreak ? eol : ''}${end}${eol}` }],
  };
}
