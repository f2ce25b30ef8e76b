/**
 * Every command Raven reads has a typed model: importing this module installs the maker of the models of
 * catalogue entries that no hand-written class models, so that `classFor` finds a class for every command of
 * the catalogue. The shapes: a line (catalogueCommand.ts), a block with keywords and rows (block.ts), a time
 * series and `:MultiData` (series.ts, seriesBody.ts), a marker pair (marker.ts).
 */
import { CATALOGUE } from '../../../grammar/index.js';
import { FILE_TYPES } from '../../../grammar/types.js';
import { classFor, setCatalogueFactory, type Binding } from '../modelClass/registry.js';
import { catalogueClass } from './factory.js';

setCatalogueFactory(catalogueClass);

/** The binding of every top-level command of every file type (hand-written or made from the catalogue). */
export function everyCommandBinding(): Binding[] {
  const out: Binding[] = [];
  for (const type of FILE_TYPES)
    for (const spec of CATALOGUE[type].commands) {
      const b = classFor(type, spec.name);
      if (b) out.push(b);
    }
  return out;
}

export { CatalogueBlock } from './block.js';
export { CatalogueCommand, CatalogueLine } from './catalogueCommand.js';
export { CatalogueMarker } from './marker.js';
export { CatalogueMultiSeries, CatalogueSeries } from './series.js';
export { catalogueClass, holding } from './factory.js';
export { fieldName, className } from './names.js';
