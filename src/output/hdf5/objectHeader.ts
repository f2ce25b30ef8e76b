/**
 * The messages of an HDF5 object header (format versions 1 and 2), continuation blocks followed: each
 * message's type and where its data lies in the file.
 */
import { type FileBytes, Unsupported } from './fileBytes.js';

/** One header message: its type and the position and size of its data. */
export interface Message {
  readonly type: number;
  readonly at: number;
  readonly size: number;
}

/** The message type that points to a further block of messages. */
const CONTINUATION = 0x10;
/** Bound on continuation blocks, against a damaged file that loops. */
const MAX_BLOCKS = 10_000;

/** Every message of the object header at `address`. */
export function objectHeader(file: FileBytes, address: number): Message[] {
  if (file.signature(address) === 'OHDR') return version2(file, address);
  if (file.u8(address) === 1) return version1(file, address);
  throw new Unsupported(`no object header at ${address}`);
}

function version2(file: FileBytes, address: number): Message[] {
  if (file.u8(address + 4) !== 2) throw new Unsupported('object header version');
  const flags = file.u8(address + 5);
  let at = address + 6;
  if (flags & 0x20) at += 16; // access, modification, change and birth times
  if (flags & 0x10) at += 4; // attribute storage phase change values
  const sizeBytes = 1 << (flags & 0x03);
  const size = file.uint(at, sizeBytes);
  at += sizeBytes;
  // Each message: type (1), size (2), flags (1), and the creation order (2) when the header tracks it.
  const headerSize = flags & 0x04 ? 6 : 4;
  const messages: Message[] = [];
  const blocks: [number, number][] = [[at, at + size]];
  for (let b = 0; b < blocks.length; b++) {
    if (b > MAX_BLOCKS) throw new Unsupported('too many continuation blocks');
    const [start, end] = blocks[b]!;
    let p = start;
    // A gap shorter than a message header may end a block.
    while (p + headerSize <= end) {
      const type = file.u8(p);
      const length = file.u16(p + 1);
      const data = p + headerSize;
      file.check(data, length);
      if (type === CONTINUATION) {
        const next = file.address(data);
        const nextLength = file.length(data + file.offsetSize);
        file.expect(next, 'OCHK');
        // The block: signature (4), messages, checksum (4).
        blocks.push([next + 4, next + nextLength - 4]);
      } else messages.push({ type, at: data, size: length });
      p = data + length;
    }
  }
  return messages;
}

function version1(file: FileBytes, address: number): Message[] {
  const count = file.u16(address + 2);
  const size = file.u32(address + 8);
  // A 12-byte prefix, padded to 16: messages are aligned on 8 bytes.
  const messages: Message[] = [];
  const blocks: [number, number][] = [[address + 16, address + 16 + size]];
  for (let b = 0; b < blocks.length && messages.length < count; b++) {
    if (b > MAX_BLOCKS) throw new Unsupported('too many continuation blocks');
    const [start, end] = blocks[b]!;
    let p = start;
    while (p + 8 <= end) {
      const type = file.u16(p);
      const length = file.u16(p + 2);
      const data = p + 8;
      file.check(data, length);
      if (type === CONTINUATION) {
        const next = file.address(data);
        blocks.push([next, next + file.length(data + file.offsetSize)]);
      } else messages.push({ type, at: data, size: length });
      p = data + length;
    }
  }
  return messages;
}
