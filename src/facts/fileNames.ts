/** Names of files as Raven opens them: a name that exists only in another case is a common mistake (Windows
 * does not mind, Linux does). */
import type { CheckHost } from '../project/host.js';

/** The name of a file in the same directory that differs from `path`'s only in case, if there is one. */
export function otherCase(host: CheckHost, path: string): string | undefined {
  const slash = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  const dir = slash < 0 ? '.' : path.slice(0, slash) || '/';
  const base = path.slice(slash + 1).toLowerCase();
  return host.listDir?.(dir)?.find((n) => n.toLowerCase() === base);
}
