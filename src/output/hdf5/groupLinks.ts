/**
 * The hard links of an HDF5 group in the "new-style" format netCDF-4 files use: link messages in the group's
 * object header (compact storage), or link messages in a fractal heap indexed by a version 2 B-tree of names
 * (dense storage, when the group holds more than a few objects).
 */
import { readHeapObject } from './fractalHeap.js';
import { type FileBytes, UNDEFINED, Unsupported } from './fileBytes.js';
import { objectHeader } from './objectHeader.js';

const LINK_INFO = 0x02;
const LINK = 0x06;
const SYMBOL_TABLE = 0x11;
/** Record type of a v2 B-tree that indexes the links of a group by name hash. */
const LINK_NAME_RECORDS = 5;

/** Name → object header address of every hard link of the group at `address`. */
export function groupLinks(file: FileBytes, address: number): Map<string, number> {
  const links = new Map<string, number>();
  for (const m of objectHeader(file, address)) {
    if (m.type === SYMBOL_TABLE) throw new Unsupported('a group stored as a symbol table');
    if (m.type === LINK) addLink(file, m.at, links);
    if (m.type === LINK_INFO) denseLinks(file, m.at, links);
  }
  return links;
}

/** Decodes one link message at `at`; hard links are kept, soft and external links skipped. */
function addLink(file: FileBytes, at: number, links: Map<string, number>): void {
  if (file.u8(at) !== 1) throw new Unsupported('link message version');
  const flags = file.u8(at + 1);
  let p = at + 2;
  let linkType = 0;
  if (flags & 0x08) linkType = file.u8(p++);
  if (flags & 0x04) p += 8; // creation order
  if (flags & 0x10) p += 1; // character set
  const lengthSize = 1 << (flags & 0x03);
  const nameLength = file.uint(p, lengthSize);
  p += lengthSize;
  file.check(p, nameLength);
  const name = new TextDecoder().decode(file.bytes.subarray(p, p + nameLength));
  p += nameLength;
  if (linkType === 0) links.set(name, file.address(p));
}

/** The links of a group in dense storage: the name index's records point into the fractal heap. */
function denseLinks(file: FileBytes, at: number, links: Map<string, number>): void {
  if (file.u8(at) !== 0) throw new Unsupported('link info version');
  const flags = file.u8(at + 1);
  let p = at + 2;
  if (flags & 0x01) p += 8; // maximum creation index
  const heap = file.address(p);
  const nameIndex = file.address(p + file.offsetSize);
  // No heap: the links are link messages of the header itself.
  if (heap === UNDEFINED) return;
  file.expect(nameIndex, 'BTHD');
  if (file.u8(nameIndex + 5) !== LINK_NAME_RECORDS) throw new Unsupported('name index record type');
  const recordSize = file.u16(nameIndex + 10);
  const depth = file.u16(nameIndex + 12);
  // A group of a few dozen links has its whole name index in the root leaf.
  if (depth !== 0) throw new Unsupported('a name index deeper than one node');
  const rootNode = file.address(nameIndex + 16);
  const records = file.u16(nameIndex + 16 + file.offsetSize);
  if (records === 0) return;
  file.expect(rootNode, 'BTLF');
  for (let i = 0; i < records; i++) {
    // Each record: the name's hash (4), then the heap id of the link message.
    const record = rootNode + 6 + i * recordSize;
    const object = readHeapObject(file, heap, record + 4);
    addLinkFrom(file, object, links);
  }
}

/** Decodes a link message held in heap object bytes (copied out, so read through a view of its own). */
function addLinkFrom(
  file: FileBytes,
  object: { at: number; size: number },
  links: Map<string, number>,
): void {
  file.check(object.at, object.size);
  addLink(file, object.at, links);
}
