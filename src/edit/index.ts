/** The editing API of a loaded Config: importing this module attaches the edit methods to Config. */
import './configEdits.js';

export { EditError, type Referrer } from './errors.js';
export type { EditKind } from './references.js';
export type { RemoveOptions } from './remove.js';
export type { AddClassOptions, AddHRUOptions, ClassKindName } from './add.js';
export type { ColumnTable, NewValue, Selection } from './columns.js';
export type { Series, SeriesTarget } from './series.js';
export type { ChangeOptions, NeededParameter } from './options.js';
export type { ConfigCheckOptions } from './configEdits.js';
export { configDiff } from './diff.js';
