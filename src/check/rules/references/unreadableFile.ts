import { commandName } from '../../../ast/nodes.js';
import { dataFilesOf } from '../../../facts/dataFiles.js';
import type { Rule } from '../../rule.js';

/**
 * RV214: a file the model names is not one rvkit reads. The loader reports RV files (base files and
 * :RedirectToFile targets); this rule reports the data files the checker opens, through its host.
 */
export const unreadableFile: Rule = {
  code: 'RV214',
  name: 'unreadable-file',
  category: 'references',
  severity: 'error',
  docs: {
    summary:
      'A file the model names (a base file, a :RedirectToFile target, a data file such as an :EnsimTimeSeries or a gauge weights file) exists but is not a regular file (a FIFO, a device such as /dev/zero, a directory, a socket), cannot be read (no permission), or is larger than the size limit: rvkit does not read it, and checks the rest of the model without it.',
    why: 'A FIFO blocks whoever reads it until another program writes, a device such as /dev/zero never ends, and a directory has no text: Raven would hang, read without end or find nothing. A regular file larger than the limit (128 MiB unless --max-file-size says otherwise) is no RV or text data file a model needs, and reading it would exhaust memory.',
    fix: 'Point the command at the regular file meant; for a genuinely large file, raise the limit with --max-file-size (rvkit check, fix, fmt, dump, lsp) or the maxFileBytes option of loadProject and fileHost.',
    source:
      'rvkit itself (src/project/regularFile.ts): Raven opens every file with std::ifstream and reads it line by line (ParseLib.cpp CParser::Tokenize)',
    example: {
      fileType: 'rvt',
      bad: ':RedirectToFile observations',
      good: ':RedirectToFile observations/flows.rvt',
      model: {
        'observations/': '',
        'observations/flows.rvt':
          ':ObservationData HYDROGRAPH 1 m3/s\n  2000-01-01 00:00:00 1.0 3\n  1.2 1.3 1.1\n:EndObservationData',
      },
    },
  },
  check({ model, host, report }) {
    if (!host.unreadable) return;
    for (const file of dataFilesOf(model)) {
      // A NetCDF file is read by its header and variables, never whole: only its kind matters.
      const why = host.unreadable(file.opened, !(file.netcdf || file.what.startsWith('NetCDF')));
      if (why === undefined) continue;
      report({
        at: file.name.site,
        message: `${commandName(file.ref.command)}: the ${file.what} ${file.name.text} ${why}`,
      });
    }
  },
};
