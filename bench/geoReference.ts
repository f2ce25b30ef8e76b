/** The geo benches' reference environment (scripts/install-geo-reference.sh): its python, or undefined. */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** The python of the reference environment, installed on first use; undefined when the install fails. */
export function referencePythonOf(root: string): string | undefined {
  try {
    return execFileSync('bash', [join(root, 'scripts/install-geo-reference.sh')], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .pop()!;
  } catch {
    return undefined;
  }
}
