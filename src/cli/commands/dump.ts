/** `rvkit dump`: the content of an RV file as JSON, without trivia or positions. */
import { parseRv } from '../../parser/parseRv.js';
import { dumpRv } from '../../printer/dump.js';
import { fileTypeOf } from '../../project/fileType.js';
import { readRvFile } from '../../project/rvFiles.js';
import { parse } from '../args.js';
import { MAX_FILE_SIZE_HELP, MAX_FILE_SIZE_OPTION, maxFileBytes } from '../fileSize.js';
import { EXIT, type CliCommand } from '../command.js';
import { fileProblem } from '../fileProblem.js';
import { FILE_TYPES, type FileType } from '../../../grammar/types.js';

const help = `Usage: rvkit dump <file> [--type rvX]

Prints the file's content as JSON: commands (canonical names), arguments, rows and time-series values,
numbers as numbers, without comments, layout or positions. Two files that mean the same to the engine
print the same JSON (for example a file and its formatted version).

Options:
  --type rvX   the file type, when the extension does not tell (rvi rvp rvh rvt rvc rve rvm rvl rvg)
${MAX_FILE_SIZE_HELP}
  -h, --help

Exit codes: 0 printed, 2 bad usage, 3 the file could not be read.`;

export const dumpCommand: CliCommand = {
  name: 'dump',
  help,
  async run(argv, io) {
    const args = parse<{ type?: string; 'max-file-size'?: string; help?: boolean }>(argv, {
      type: { type: 'string' },
      ...MAX_FILE_SIZE_OPTION,
      help: { type: 'boolean', short: 'h' },
    });
    if (!args.ok) return usage(io.err, args.error);
    if (args.values.help) return (io.out(help + '\n'), EXIT.ok);
    if (args.positionals.length !== 1) return usage(io.err, 'give exactly one file');
    const file = args.positionals[0];
    const fileType = (args.values.type ?? fileTypeOf(file)) as FileType | undefined;
    if (!fileType || !FILE_TYPES.includes(fileType))
      return usage(io.err, `cannot tell the file type of ${file}: use --type`);
    let limits;
    try {
      limits = { maxFileBytes: maxFileBytes(args.values['max-file-size']) };
    } catch (e) {
      return usage(io.err, (e as Error).message);
    }
    let text: string;
    try {
      text = await readRvFile(file, limits);
    } catch (e) {
      io.err(`rvkit dump: ${fileProblem(e)}\nGive one RV file: rvkit dump model.rvh\n`);
      return EXIT.failure;
    }
    io.out(JSON.stringify(dumpRv(parseRv(text, { fileType, fileName: file })), null, 1) + '\n');
    return EXIT.ok;
  },
};

function usage(err: (s: string) => void, message: string): number {
  err(`rvkit dump: ${message}\nRun 'rvkit dump --help' for usage.\n`);
  return EXIT.usage;
}
