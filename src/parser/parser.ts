/**
 * The Chevrotain parser of RV files, generic over the catalogue. The grammar accepts every token sequence the
 * lexer can produce (a file is a sequence of comment, blank, data and command lines), so parsing never fails:
 * where a block opens and closes is decided by gates that read the catalogue, and every problem becomes a
 * diagnostic in the check pass that follows.
 */
import type { IToken } from 'chevrotain';
import { EmbeddedActionsParser } from '../lexer/chevrotain.js';
import type { FileCatalogue } from '../../grammar/types.js';
import type { Command, Ignored, Item, Line } from '../ast/nodes.js';
import { ALL_TOKENS, VOCABULARY as T } from '../lexer/tokens.js';
import { accepts, blockContext, fileContext, isEndOf, type Context } from './context.js';
import { blankNode, commentNode, lineNode, rowsNode } from './nodes.js';

/** Where an open block was left without its end line, for the check pass. */
export interface Unclosed {
  readonly command: Command;
  /** The command line that closed it implicitly, or undefined at end of file. */
  readonly closedBy: IToken | undefined;
}

class RvParser extends EmbeddedActionsParser {
  private text = '';
  private stack: Context[] = [];
  private ended = false;
  private commandTokens: IToken[] = [];
  private commandIndex = new Map<IToken, number>();
  unclosed: Unclosed[] = [];

  constructor() {
    super(ALL_TOKENS, { maxLookahead: 1, recoveryEnabled: false, skipValidations: true });
    this.performSelfAnalysis();
  }

  /** Prepares the parser for one file. */
  begin(text: string, catalogue: FileCatalogue, tokens: IToken[]): void {
    this.text = text;
    this.stack = [fileContext(catalogue)];
    this.ended = false;
    this.unclosed = [];
    this.commandTokens = tokens.filter((t) => t.tokenType === T.Command);
    this.commandIndex = new Map(this.commandTokens.map((t, i) => [t, i]));
    this.input = tokens;
  }

  public file = this.RULE('file', (): Item[] => {
    const items = this.SUBRULE(this.items);
    const rest: IToken[] = [];
    this.MANY(() => {
      const tok = this.OR([
        { ALT: () => this.CONSUME(T.Rows) },
        { ALT: () => this.CONSUME(T.LineComment) },
        { ALT: () => this.CONSUME(T.Blank) },
        { ALT: () => this.CONSUME(T.Command) },
        { ALT: () => this.CONSUME(T.Word) },
        { ALT: () => this.CONSUME(T.Newline) },
      ]);
      this.ACTION(() => rest.push(tok));
    });
    return this.ACTION(() => {
      if (rest.length > 0) items.push(this.ignored(rest[0]));
      return items;
    });
  });

  private items = this.RULE('items', (): Item[] => {
    const out: Item[] = [];
    this.MANY({
      GATE: () => !this.closes(),
      DEF: () => {
        const item = this.SUBRULE(this.item);
        this.ACTION(() => out.push(item));
      },
    });
    return out;
  });

  private item = this.RULE('item', (): Item =>
    this.OR([
      {
        ALT: () => {
          const tok = this.CONSUME(T.LineComment);
          return this.ACTION(() => commentNode(tok));
        },
      },
      {
        ALT: () => {
          const tok = this.CONSUME(T.Blank);
          return this.ACTION(() => blankNode(tok));
        },
      },
      {
        ALT: () => {
          const tok = this.CONSUME(T.Rows);
          return this.ACTION(() => rowsNode(tok));
        },
      },
      { ALT: () => this.SUBRULE(this.command) },
    ]),
  );

  private command = this.RULE('command', (): Command => {
    const line = this.SUBRULE(this.commandLine);
    const node = this.ACTION(() => this.newCommand(line));
    // Plain control flow is safe here: during grammar recording every branch is taken once.
    if (this.RECORDING_PHASE || node.spec?.block) {
      const ctx = this.ACTION(() => blockContext(node.spec!, this.stack[this.stack.length - 1]));
      this.ACTION(() => this.stack.push(ctx));
      const body = this.SUBRULE(this.items);
      this.ACTION(() => {
        node.body = body;
        this.stack.pop();
      });
      this.OPTION({
        GATE: () => isEndOf(ctx, this.LA(1).image),
        DEF: () => {
          const end = this.SUBRULE2(this.commandLine);
          this.ACTION(() => (node.end = end));
        },
      });
      this.ACTION(() => {
        if (!node.end) this.unclosed.push({ command: node, closedBy: this.nextCommandToken() });
      });
    }
    this.OPTION2({
      GATE: () => node.spec?.continues !== undefined,
      DEF: () => {
        const rows = this.CONSUME(T.Rows);
        this.ACTION(() => (node.continuation = rowsNode(rows)));
      },
    });
    return node;
  });

  private commandLine = this.RULE('commandLine', (): Line => {
    const name = this.CONSUME(T.Command);
    const args: IToken[] = [];
    this.MANY(() => {
      const word = this.CONSUME(T.Word);
      this.ACTION(() => args.push(word));
    });
    let newline: IToken | undefined;
    this.OPTION(() => {
      newline = this.CONSUME(T.Newline);
    });
    return this.ACTION(() => lineNode(this.text, name, args, newline));
  });

  private newCommand(line: Line): Command {
    const name = line.words[0].text;
    const ctx = this.stack[this.stack.length - 1];
    if (this.stack.length === 1 && name === ':End') this.ended = true;
    return { kind: 'command', spec: ctx.table.get(name), line };
  }

  private nextCommandToken(): IToken | undefined {
    const tok = this.LA(1);
    return tok.tokenType === T.Command ? tok : undefined;
  }

  /** The rest of the file from the line of `first` (its indentation is trivia, not in the token vector). */
  private ignored(first: IToken): Ignored {
    const start = this.text.lastIndexOf('\n', first.startOffset - 1) + 1;
    return { kind: 'ignored', text: this.text.slice(start), start };
  }

  /** Whether the next token ends the current block (its end line, or a command only an outer level takes). */
  private closes(): boolean {
    if (this.ended) return true;
    const next = this.LA(1);
    if (next.tokenType !== T.Command || this.stack.length === 1) return false;
    const name = next.image;
    const ctx = this.stack[this.stack.length - 1];
    if (isEndOf(ctx, name)) return true;
    if (ctx.table.has(name)) return ctx.block?.marker ? !this.staysInMarker(ctx, next) : false;
    // Not known here: an outer level that takes it means this block's end line is missing.
    for (let i = this.stack.length - 2; i >= 0; i--) if (accepts(this.stack[i], name)) return true;
    return false;
  }

  /**
   * A marker's body may hold any command of the file, but a command that does not belong to the marker
   * (say a second `:Gauge`) more likely means its end line is missing: it stays inside only when the
   * marker's end line comes before the marker opens again.
   */
  private staysInMarker(ctx: Context, next: IToken): boolean {
    const members = ctx.block?.members;
    if (!members || members.includes(next.image)) return true;
    const opener = ctx.spec!;
    const openerNames = [opener.name, ...(opener.aliases ?? [])];
    const from = this.commandIndex.get(next) ?? this.commandTokens.length;
    for (let i = from; i < this.commandTokens.length; i++) {
      const name = this.commandTokens[i].image;
      if (isEndOf(ctx, name)) return true;
      if (openerNames.includes(name)) return false;
    }
    return false;
  }
}

let shared: RvParser | undefined;

/** Parses the tokens of one file into items; also returns the blocks left without an end line. */
export function parseTokens(
  text: string,
  catalogue: FileCatalogue,
  tokens: IToken[],
): { items: Item[]; unclosed: Unclosed[]; errors: string[] } {
  // One parser instance for every file: building one costs the grammar analysis.
  shared ??= new RvParser();
  shared.begin(text, catalogue, tokens);
  const items = shared.file();
  return { items, unclosed: shared.unclosed, errors: shared.errors.map((e) => e.message) };
}
