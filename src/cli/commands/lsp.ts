/** `rvkit lsp`: the language server, over standard input and output. */
import { parse } from '../args.js';
import { EXIT, type CliCommand } from '../command.js';
import { MAX_FILE_SIZE_HELP, MAX_FILE_SIZE_OPTION, maxFileBytes } from '../fileSize.js';

/**
 * The largest message body read: room for a file at the size limit opened in the editor (JSON escapes make
 * its text longer), and never more than a string can hold.
 */
function frameLimit(maxFileBytes: number): number {
  return Math.min(2 * maxFileBytes + (1 << 20), 512 * 1024 * 1024);
}

const help = `Usage: rvkit lsp [--stdio] [--max-file-size <n>]

Runs the rvkit language server for RV files (.rvi .rvp .rvh .rvt .rvc .rve and .tpl templates), speaking the
Language Server Protocol over standard input and output. An editor starts it; it is not meant to be run by
hand. Each file is checked as part of the model its .rvi defines (the .rvi by stem, :RedirectToFile and
:rv*_Filename followed), from the editor's unsaved buffers laid over the disk.

Features: diagnostics (every rule of 'rvkit check', with codes; a .rvkitrc.json applies), hover (commands,
option values and algorithms, parameters with units and limits, where a name is defined), completion
(commands valid at the cursor, option values, parameter names, class/profile/group/gauge names), go to
definition and find references (classes, profiles, HRUs, subbasins, groups, gauges; file names open the
file), formatting (document and range, the canonical layout of 'rvkit fmt'), document symbols, folding
ranges, quick fixes for "did you mean" diagnostics.

Editors: the VS Code extension in editors/vscode/ starts it; Neovim, Emacs (eglot, lsp-mode) and Helix run
'rvkit lsp' as the server command (see the README).

A frame the server cannot read (a Content-Length that is not a number, too short, too long or over the
limit) is dropped and noted on standard error; the server reads on from the next header.

Options:
  --stdio               accepted for clients that pass it (standard input and output are always used)
${MAX_FILE_SIZE_HELP}
  -h, --help

Exit codes: 0 after the client shut the server down, 2 bad usage.`;

export const lspCommand: CliCommand = {
  name: 'lsp',
  help,
  async run(argv, io) {
    const args = parse<{ stdio?: boolean; 'max-file-size'?: string; help?: boolean }>(argv, {
      stdio: { type: 'boolean' },
      ...MAX_FILE_SIZE_OPTION,
      help: { type: 'boolean', short: 'h' },
    });
    if (!args.ok) {
      io.err(`rvkit lsp: ${args.error}\nRun 'rvkit lsp --help' for usage.\n`);
      return EXIT.usage;
    }
    if (args.values.help) return (io.out(help + '\n'), EXIT.ok);
    if (args.positionals.length) {
      io.err(`rvkit lsp: unexpected argument '${args.positionals[0]}'\nTry 'rvkit lsp --help'.\n`);
      return EXIT.usage;
    }
    let limits;
    try {
      limits = { maxFileBytes: maxFileBytes(args.values['max-file-size']) };
    } catch (e) {
      io.err(`rvkit lsp: ${(e as Error).message}\n`);
      return EXIT.usage;
    }
    const { createConnection, ProposedFeatures } = await import('vscode-languageserver/node');
    const { startServer } = await import('../../lsp/server.js');
    const { FrameGuard } = await import('../../lsp/frameGuard.js');
    // Only whole, well-formed frames reach the protocol library: one bad frame would wedge its reader.
    const input = process.stdin.pipe(
      new FrameGuard({
        maxBodyBytes: frameLimit(limits.maxFileBytes),
        onDrop: (what) => io.err(`rvkit lsp: ${what}\n`),
      }),
    );
    const connection = createConnection(ProposedFeatures.all, input, process.stdout);
    // Anything written to standard output would corrupt the protocol: console output goes to the client's log.
    console.log = (...a: unknown[]) => connection.console.log(a.map(String).join(' '));
    const server = startServer(connection, limits);
    await new Promise<void>((resolve) => connection.onExit(() => resolve()));
    await server.close();
    return EXIT.ok;
  },
};
