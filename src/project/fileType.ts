/** The RV file type of a path, from its extension (an OSTRICH `.tpl` template takes the type beneath). */
import { FILE_TYPES, type FileType } from '../../grammar/types.js';

/** The file type of a path such as `model.rvp` or `model.rvp.tpl`, or undefined when it is not an RV file. */
export function fileTypeOf(path: string): FileType | undefined {
  const m = /\.(rv[a-z])(\.tpl)?$/i.exec(path);
  const ext = m?.[1].toLowerCase();
  return FILE_TYPES.find((t) => t === ext);
}
