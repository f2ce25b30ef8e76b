/** Reading a rendered plot back: SVG parsed as XML (sax, strict), its line paths and texts; a PNG's header and pixels. */
import { inflateSync } from 'node:zlib';
import sax from 'sax';

/** One `<path>` of an SVG: its class and its drawing commands as runs of points. */
export interface SvgPath {
  readonly className: string;
  /** Each run of points started by an M command (a gap starts a new run). */
  readonly runs: number[][][];
}

/** The paths and text contents of an SVG; throws when the text is not well-formed XML. */
export function readSvg(svg: string): { paths: SvgPath[]; texts: string[] } {
  const parser = sax.parser(true, {});
  const paths: SvgPath[] = [];
  const texts: string[] = [];
  const stack: string[] = [];
  let inText = false;
  parser.onerror = (e) => {
    throw e;
  };
  parser.onopentag = (node) => {
    const className = String(node.attributes['class'] ?? '');
    if (className) stack.push(className);
    else stack.push(stack[stack.length - 1] ?? '');
    if (node.name === 'path' && typeof node.attributes['d'] === 'string')
      paths.push({ className: stack[stack.length - 2] ?? '', runs: pathRuns(node.attributes['d']) });
    if (node.name === 'text') inText = true;
  };
  parser.onclosetag = (name) => {
    stack.pop();
    if (name === 'text') inText = false;
  };
  parser.ontext = (t) => {
    if (inText && t.trim() !== '') texts.push(t.trim());
  };
  parser.write(svg).close();
  return { paths, texts };
}

/** The points of a path made of M and L commands (what Vega writes for a linear line), by run. */
function pathRuns(d: string): number[][][] {
  const runs: number[][][] = [];
  for (const m of d.matchAll(/([MLZ])([^MLZ]*)/g)) {
    if (m[1] === 'Z') continue;
    const [x, y] = (m[2] ?? '').split(',').map(Number);
    if (m[1] === 'M') runs.push([]);
    runs[runs.length - 1]?.push([x as number, y as number]);
  }
  return runs;
}

/** Width and height of a PNG, after decoding its pixel data (throws when the image data is damaged). */
export function decodePng(png: Uint8Array): { width: number; height: number } {
  const buf = Buffer.from(png);
  if (buf.subarray(0, 8).toString('latin1') !== '\x89PNG\r\n\x1a\n') throw new Error('not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let colourType = 0;
  const idat: Buffer[] = [];
  while (offset < buf.length) {
    const length = buf.readUInt32BE(offset);
    const type = buf.subarray(offset + 4, offset + 8).toString('latin1');
    const data = buf.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      colourType = data[9] as number;
    } else if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const channels = colourType === 6 ? 4 : colourType === 2 ? 3 : colourType === 4 ? 2 : 1;
  const pixels = inflateSync(Buffer.concat(idat));
  // Each row: a filter byte and its pixels (8 bits per channel).
  if (pixels.length !== height * (1 + width * channels)) throw new Error('PNG pixel data has the wrong size');
  return { width, height };
}
