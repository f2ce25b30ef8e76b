/** Reading a rendered plot back: SVG parsed as XML (sax, strict), its line paths and texts; a PNG's header and pixels. */
import { inflateSync } from 'node:zlib';
import sax from 'sax';

/** One `<path>` of an SVG: its class and its drawing commands as runs of points. */
export interface SvgPath {
  readonly className: string;
  /** Each run of points started by an M command (a gap starts a new run). */
  readonly runs: number[][][];
}

/**
 * One axis as a reader sees it: the panel (Vega's scope group, `concat_1_group`; `root` outside any) it is
 * drawn in, its direction (that of its domain line), its title and its visible tick labels (Vega hides
 * overlapping labels with opacity 0: those are left out). A grid drawn apart from its axis is not one.
 */
export interface SvgAxis {
  readonly scope: string;
  readonly direction: 'x' | 'y';
  readonly title: string;
  readonly labels: string[];
}

/** The paths, text contents and axes of an SVG; throws when the text is not well-formed XML. */
export function readSvg(svg: string): { paths: SvgPath[]; texts: string[]; axes: SvgAxis[] } {
  const parser = sax.parser(true, {});
  const paths: SvgPath[] = [];
  const texts: string[] = [];
  const axes: SvgAxis[] = [];
  // Per open element: its class (inherited when it has none) and the panel it is in.
  const stack: { className: string; scope: string }[] = [];
  let text: { parts: string[]; visible: boolean } | null = null;
  let axis: {
    depth: number;
    scope: string;
    direction?: 'x' | 'y';
    title: string[];
    labels: string[];
  } | null = null;
  parser.onerror = (e) => {
    throw e;
  };
  parser.onopentag = (node) => {
    const own = String(node.attributes['class'] ?? '');
    const parent = stack[stack.length - 1];
    const scopeName = /role-scope (\S+)/.exec(own)?.[1];
    stack.push({ className: own || (parent?.className ?? ''), scope: scopeName ?? parent?.scope ?? 'root' });
    if (node.name === 'path' && typeof node.attributes['d'] === 'string')
      paths.push({
        className: stack[stack.length - 2]?.className ?? '',
        runs: pathRuns(node.attributes['d']),
      });
    if (own === 'mark-group role-axis')
      axis = { depth: stack.length, scope: parent?.scope ?? 'root', title: [], labels: [] };
    if (axis !== null && node.name === 'line' && parent?.className.includes('role-axis-domain'))
      axis.direction = Number(node.attributes['x2'] ?? 0) === 0 ? 'y' : 'x';
    if (node.name === 'text')
      text = { parts: [], visible: String(node.attributes['opacity'] ?? '1') !== '0' };
  };
  parser.onclosetag = (name) => {
    const closing = stack.pop();
    if (name === 'text' && text !== null) {
      const content = text.parts.join(' ');
      if (content !== '') texts.push(content);
      const role = closing?.className ?? '';
      if (axis !== null && text.visible && content !== '') {
        if (role.includes('role-axis-title')) axis.title.push(content);
        else if (role.includes('role-axis-label')) axis.labels.push(content);
      }
      text = null;
    }
    if (axis !== null && stack.length < axis.depth) {
      const { scope, direction, title, labels } = axis;
      if (direction !== undefined) axes.push({ scope, direction, title: title.join(' '), labels });
      axis = null;
    }
  };
  parser.ontext = (t) => {
    if (text !== null && t.trim() !== '') text.parts.push(t.trim());
  };
  parser.write(svg).close();
  return { paths, texts, axes };
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
