/**
 * Reading a block whose lines fill the fields of one record (:Reservoir, :OutflowControlStructure,
 * :OperatingRegime): the values are gathered by field name with where each was read, then checked at once by
 * quickRecord, so that each problem points at the line its field came from (or at the block's first line).
 */
import type { Command as Node } from '../../ast/nodes.js';
import { setLocations } from '../modelClass/construct.js';
import type { Problem, SourceLocation } from '../modelClass/errors.js';
import { argWords, commandLocation, type SourceFile } from '../commandText/read.js';
import { quickRecord, type RecordShape } from './quickRecord.js';

/** What has been read of a block so far. */
export interface BlockFields {
  /** Where the block starts: the location of the problems of fields it does not give. */
  readonly at: SourceLocation | undefined;
  /** Where each field was read, the block's own location under ''. */
  readonly locations: Map<string, SourceLocation>;
  /** The values read, by field name. */
  readonly values: { [field: string]: unknown };
}

/** An empty reading of a block, located at its first line. */
export function startBlock(node: Node, source?: SourceFile): BlockFields {
  const at = commandLocation(node, source);
  const locations = new Map<string, SourceLocation>();
  if (at) locations.set('', at);
  return { at, locations, values: {} };
}

/** Takes the block's first argument as its `name` field; false when the opening line has none. */
export function readName(block: BlockFields, node: Node, source?: SourceFile): boolean {
  const nameWord = argWords(node, source)[0];
  if (!nameWord) return false;
  block.values.name = nameWord.text;
  if (nameWord.location) block.locations.set('name', nameWord.location);
  return true;
}

/** The record of the values read, its problems added under `path`, its field locations recorded. */
export function blockRecord<T extends object>(
  shape: RecordShape<T>,
  block: BlockFields,
  path: string,
  problems: Problem[],
): T {
  const model = quickRecord(shape, block.values, path, problems, (f) => block.locations.get(f) ?? block.at);
  setLocations(model, block.locations);
  return model;
}
