/**
 * `BasinIndex`: the routing state of one subbasin in `:BasinStateVariables`, the `:BasinIndex ID name` line and
 * the lines after it (ParseInitialConditionFile.cpp): `:ChannelStorage v`, `:RivuletStorage v`, `:Qout`,
 * `:Qlat`, `:Qin`. Raven ignores the name. The reservoir lines (`:ResStage`, `:ResFlow`, `:ControlFlow`,
 * `:ResDAscale`) are not held by the interface's model: a group with them does not read.
 */
import type { Command as Node } from '../../ast/nodes.js';
import type { Problem, SourceLocation } from '../modelClass/errors.js';
import { field } from '../modelClass/field.js';
import { wordValue } from '../modelClass/line.js';
import { lineFields } from '../modelClass/lineFields.js';
import { Command } from '../modelClass/model.js';
import { t } from '../modelClass/types.js';
import { argWords, commandLocation, type SourceFile } from '../commandText/read.js';
import { keepSign } from '../commandText/write.js';
import { deeper, lineOf } from '../commandText/lines.js';
import type { WordLine } from '../../printer/lines.js';
import { commandsIn } from '../commandText/firstCommand.js';
import { countedLines, IsCounted } from '../shapes/countedValues.js';
import { buildReported, problem } from '../commandText/problems.js';

/** The state of one subbasin: storages and the flow histories, each list starting with Raven's count. */
export class BasinIndex extends Command {
  @field(t.int(), { default: 1, doc: 'Subbasin identifier.' })
  sb_id!: number;
  @field(t.str(), { default: 'watershed', coerceString: true, doc: 'Subbasin name (Raven ignores it).' })
  name!: string;
  @field(t.float(), { alias: 'ChannelStorage', default: 0, doc: 'Water in the channel (m³).' })
  channel_storage!: number;
  @field(t.float(), { alias: 'RivuletStorage', default: 0, doc: 'Water in rivulets (m³).' })
  rivulet_storage!: number;
  @IsCounted('Qout')
  @field(t.list(t.float()), {
    alias: 'Qout',
    default: () => [1, 0, 0],
    doc: 'n, outflow of each segment, last outflow.',
  })
  qout!: number[];
  @IsCounted('Qlat')
  @field(t.list(t.float()), {
    alias: 'Qlat',
    nullable: true,
    default: null,
    doc: 'n, lateral inflow history, last.',
  })
  qlat!: number[] | null;
  @IsCounted('Qin')
  @field(t.list(t.float()), {
    alias: 'Qin',
    nullable: true,
    default: null,
    doc: 'n, upstream inflow history.',
  })
  qin!: number[] | null;

  /** The `:BasinIndex` line and, indented under it, the storage and flow lines. */
  override toLines(): WordLine[] {
    return [
      lineOf(BasinIndex.ravenName, this.sb_id, this.name || null),
      ...deeper([
        lineOf(':ChannelStorage', keepSign(this.channel_storage)),
        lineOf(':RivuletStorage', keepSign(this.rivulet_storage)),
        ...countedLines('Qout', this.qout),
        ...(this.qlat ? countedLines('Qlat', this.qlat) : []),
        ...(this.qin ? countedLines('Qin', this.qin) : []),
      ]),
    ];
  }

  /** Reads a group: the `:BasinIndex` command and the commands after it (up to the next `:BasinIndex`). */
  static fromGroup(commands: readonly Node[], source?: SourceFile): BasinIndex {
    const [head, ...rest] = commands;
    const plain: Record<string, unknown> = {};
    const locations = new Map<string, SourceLocation>();
    const problems: Problem[] = [];
    const put = (path: string, location?: SourceLocation) => {
      if (location) locations.set(path, location);
    };
    const set = (path: string, value: unknown, location?: SourceLocation) => {
      plain[path] = value;
      put(path, location);
    };
    const at = commandLocation(head, source);
    put('', at);
    const [id, ...name] = argWords(head, source);
    if (id) set('sb_id', wordValue(t.int(), id.text), id.location);
    else problems.push(problem('sb_id', 'Raven reads :BasinIndex ID {name}', at));
    plain.name = name.map((w) => w.text).join(' ');
    put('name', name[0]?.location);
    for (const c of rest) {
      const cmd = c.line.words[0].text;
      // The storages and the counted flow histories, in the fields whose aliases they are (`lineFields`).
      const line = lineFields(BasinIndex, 'rvc').get(cmd);
      const key = line?.name;
      const words = argWords(c, source);
      const where = commandLocation(c, source);
      if (!key)
        problems.push(
          problem('', `${cmd} (a reservoir or other state) is not held by the interface's BasinIndex`, where),
        );
      else if (Object.hasOwn(plain, key)) problems.push(problem(key, `${cmd} is given twice`, where));
      else if (words.length === 0)
        problems.push(problem(key, `${cmd} without values (Raven ignores it)`, where));
      else if (line?.type.kind !== 'list') set(key, wordValue(t.float(), words[0].text), words[0].location);
      else {
        plain[key] = words.map((w) => wordValue(t.float(), w.text));
        put(key, words[0].location);
        words.forEach((w, i) => put(`${key}.${i}`, w.location));
      }
    }
    return buildReported(BasinIndex, plain, locations, problems);
  }

  /** Reads a lone `:BasinIndex` line (its storages and flows are the lines after it: see `fromGroup`). */
  static override fromRv(node: Node, source?: SourceFile): BasinIndex {
    return BasinIndex.fromGroup([node], source);
  }

  /** Reads the first `:BasinIndex` group of .rvc text (inside `:BasinStateVariables` or on its own). */
  static override parse<T extends Command>(
    this: { fromRv(c: Node, s?: SourceFile): T; name: string },
    s: string,
  ): T {
    const wrapped = s.includes(':BasinStateVariables')
      ? s
      : `:BasinStateVariables\n${s}\n:EndBasinStateVariables\n`;
    const [found] = commandsIn(wrapped, 'rvc', [':BasinStateVariables']);
    const body = (found?.node.body ?? []).filter((i): i is Node => i.kind === 'command');
    const start = body.findIndex((c) => c.line.words[0].text === BasinIndex.ravenName);
    if (!found || start < 0) throw new Error('no :BasinIndex in the text');
    const end = body.findIndex((c, i) => i > start && c.line.words[0].text === BasinIndex.ravenName);
    return BasinIndex.fromGroup(body.slice(start, end < 0 ? undefined : end), found.source) as unknown as T;
  }
}
