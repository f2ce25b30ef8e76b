/**
 * A newcomer finds a command's model from its name in one hop: `src/models/<filetype>/` holds the command
 * classes of that file type (and the records of their rows) and nothing else; the machinery they share lives
 * once, in `shapes/`, `rules/` and `commandText/`.
 */
import { repoRoot } from '../paths.js';
import { COMMAND_FOLDERS, folderFiles, strayFiles } from './commandFolders.js';

describe('the file-type folders of src/models/', () => {
  it.each(COMMAND_FOLDERS)('src/models/%s/ holds command classes and their row records only', (folder) => {
    const files = folderFiles(repoRoot, folder);
    expect(files.size).toBeGreaterThan(2); // the folder was read
    expect(strayFiles(files)).toEqual([]);
  });

  it('reports a helper module, and a record class no command of the folder uses (the check can fail)', () => {
    const files = folderFiles(repoRoot, 'rvh');
    files.set(
      'helper.ts',
      "export function join(a: string, b: string): string {\n  return a + '.' + b;\n}\n",
    );
    files.set(
      'orphan.ts',
      "import { Record as Base } from '../modelClass/model.js';\nexport class Orphan extends Base {}\n",
    );
    expect(strayFiles(files)).toEqual([
      'helper.ts: declares no command or record class',
      'orphan.ts: no command class of the folder uses its records',
    ]);
  });

  it('accepts a row record once a command of the folder imports it', () => {
    const files = folderFiles(repoRoot, 'rvh');
    files.set(
      'orphan.ts',
      "import { Record as Base } from '../modelClass/model.js';\nexport class Orphan extends Base {}\n",
    );
    files.set(
      'user.ts',
      "import { Orphan } from './orphan.js';\n@command('rvh')\nexport class User extends Command {}\n",
    );
    expect(strayFiles(files)).toEqual([]);
  });
});
