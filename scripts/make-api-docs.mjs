/* global URL, console, process */
// Writes the API reference (HTML, from the doc comments) to docs/api/ with TypeDoc: one module per entry point
// of package.json `exports`, the root first, so that a subpath added there is documented with no other change.
// The output is not committed (it is generated, and large); `npm run docs:api` makes it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Application } from 'typedoc';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
// dist/src/check/index.js → src/check/index.ts (dist/grammar/… → grammar/…).
const entryPoints = Object.values(manifest.exports).map(
  (target) =>
    `${root}${String(target)
      .replace(/^\.\/dist\//, '')
      .replace(/\.js$/, '.ts')}`,
);
const app = await Application.bootstrapWithPlugins({
  entryPoints,
  tsconfig: `${root}tsconfig.json`,
  out: `${root}docs/api`,
  name: `rvkit ${manifest.version}`,
  readme: 'none',
  excludePrivate: true,
  excludeInternal: true,
  // A public signature may name a type that no entry point exports (an option bag of an inner module): it is
  // documented where it is used rather than reported.
  validation: { notExported: false, invalidLink: true, notDocumented: false },
});
const project = await app.convert();
if (!project) process.exit(1);
// Each module named as a user imports it (src/check → rvkit/check), the root first.
const specifier = (name) => (name === 'src' ? 'rvkit' : `rvkit/${name.replace(/^src\//, '')}`);
for (const module of project.children ?? []) module.name = specifier(module.name);
project.children?.sort((a, b) =>
  a.name === 'rvkit' ? -1 : b.name === 'rvkit' ? 1 : a.name.localeCompare(b.name),
);
await app.generateDocs(project, app.options.getValue('out'));
console.log(`rvkit: wrote the API reference of ${entryPoints.length} entry points to docs/api/index.html`);
if (app.logger.hasErrors()) process.exit(1);
