/**
 * File names as Raven resolves them. Raven keeps names as plain strings relative to its working directory and
 * fixes relative names with `CorrectForRelativePath` (StandardOutput.cpp); these functions reproduce that
 * string logic, quirks included, so rvkit opens the files Raven would open.
 */

/** Raven's `GetDirectoryName`: everything before the last `/` or `\`, or '' when there is none. */
export function ravenDirectoryName(fileName: string): string {
  const slash = Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\'));
  return slash < 0 ? '' : fileName.slice(0, slash);
}

/**
 * Raven's `CorrectForRelativePath(fileName, anchor)`: a relative name gets the anchor file's directory and
 * `//` in front. Quirks kept on purpose: (1) an anchor without a directory leaves the name as written
 * (relative to the working directory); (2) the prefix is skipped whenever the upper-cased anchor directory
 * occurs anywhere in the upper-cased name, even as a mere substring; (3) a name is absolute when it starts
 * with `/` or has `:` as its second character (a Windows drive).
 */
export function correctForRelativePath(fileName: string, anchor: string): string {
  const dir = ravenDirectoryName(anchor);
  if (fileName.toUpperCase().includes(dir.toUpperCase())) return fileName;
  if (fileName.startsWith('/') || fileName.charAt(1) === ':') return fileName;
  return `${dir}//${fileName}`;
}
