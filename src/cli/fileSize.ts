/** The `--max-file-size` option that check, fix, fmt, dump and lsp share: the largest file they read. */
import { byteSize, DEFAULT_MAX_FILE_BYTES } from '../project/regularFile.js';

/** The option's definition, for `parse`. */
export const MAX_FILE_SIZE_OPTION = { 'max-file-size': { type: 'string' } } as const;

/** The option's line in a command's help. */
export const MAX_FILE_SIZE_HELP =
  `  --max-file-size <n>   the largest file read (RV files, data files): bytes, or with K, M or G\n` +
  `                        (binary units); 0 for no limit. Default ${byteSize(DEFAULT_MAX_FILE_BYTES)}. A larger file,\n` +
  `                        a FIFO, a device or a directory is not read: a diagnostic says so (RV214)`;

const UNITS: Record<string, number> = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 };

/**
 * The bytes `text` means ("64M", "1g", "1048576"; "0" for no limit), the default when it is undefined; throws
 * an Error whose message is the usage problem.
 */
export function maxFileBytes(text: string | undefined): number {
  if (text === undefined) return DEFAULT_MAX_FILE_BYTES;
  const m = /^(\d+(?:\.\d+)?)\s*([kmg]?)(?:i?b)?$/i.exec(text.trim());
  if (!m) throw new Error(`--max-file-size wants a size such as 64M or 1G (0 for no limit), not '${text}'`);
  const bytes = Math.floor(Number(m[1]) * UNITS[m[2]!.toLowerCase()]!);
  return bytes === 0 ? Infinity : bytes;
}
