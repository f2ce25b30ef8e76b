/**
 * `:SoilProfiles`: each profile names its soil horizons from the top down with their thicknesses (m).
 * Raven reads `name count (class thickness)×count` and refuses a row whose length does not match the count.
 */
import type { Command as Node } from '../../ast/nodes.js';
import { construct } from '../modelClass/construct.js';
import { field } from '../modelClass/field.js';
import { ListCommand, Record } from '../modelClass/model.js';
import { command } from '../modelClass/registry.js';
import { t } from '../modelClass/types.js';
import type { Expr } from '../symbolic/expr.js';
import type { SourceFile } from '../commandText/read.js';
import { word, nameWord, rowNameWord } from '../commandText/write.js';
import { commandLocations, rowLocations, tableRows, tableLines } from '../shapes/classTable.js';
import type { WordLine } from '../../printer/lines.js';
import { rule } from '../rules/rule.js';
import { Problems } from '../commandText/problems.js';

/** One soil profile: a row of `:SoilProfiles`. */
export class SoilProfile extends Record {
  @field(t.str(), { default: '', doc: 'Profile name, as the HRUs name it.' })
  name!: string;
  @rule('horizons_paired', (v, o) =>
    Array.isArray(v) && Array.isArray(o.thicknesses) && v.length !== o.thicknesses.length
      ? `${v.length} soil classes but ${o.thicknesses.length} thicknesses: each horizon needs both`
      : undefined,
  )
  @field(t.list(t.str()), { default: () => [], doc: 'Soil class of each horizon, top down.' })
  soil_classes!: string[];
  @field(t.list(t.expr()), { default: () => [], doc: 'Thickness of each horizon (m).' })
  thicknesses!: Expr[];
}

/** The soil profiles table. */
@command('rvp')
export class SoilProfiles extends ListCommand<SoilProfile> {
  @field(t.list(t.model(() => SoilProfile)), { doc: 'The profiles, one per row.' })
  override root!: SoilProfile[];

  override toLines(): WordLine[] {
    return tableLines(
      SoilProfiles.ravenName,
      [],
      this.root.map((p) => [
        rowNameWord(p.name, 'soil profile name'),
        String(p.soil_classes.length),
        ...p.soil_classes.flatMap((c, k) => [nameWord(c, 'soil class name'), word(p.thicknesses[k])]),
      ]),
    );
  }

  static override fromRv(node: Node, source?: SourceFile): SoilProfiles {
    const problems = new Problems();
    // No header lines here: Raven would read `:Attributes …` as a profile.
    const rows = tableRows(node, source, { headers: [] }, problems);
    const locations = commandLocations(node, source);
    const plain: object[] = [];
    let index = 0;
    for (const w of rows) {
      // Raven skips (with a warning) a row of a single word.
      if (w.length < 2) continue;
      const path = `root.${index++}`;
      const n = Number(w[1].text);
      if (!/^\+?\d+$/.test(w[1].text) || w.length !== 2 * n + 2) {
        problems.add(
          path,
          'Raven refuses this row: it needs a horizon count, then that many soil class and thickness pairs',
          w[1].location,
        );
        continue;
      }
      const classes = w.filter((_, k) => k >= 2 && k % 2 === 0);
      const depths = w.filter((_, k) => k >= 2 && k % 2 === 1);
      rowLocations(locations, path, [
        ['name', w[0]],
        ['soil_classes', classes[0]],
        ['thicknesses', depths[0]],
        ...classes.map((c, k) => [`soil_classes.${k}`, c] as const),
        ...depths.map((d, k) => [`thicknesses.${k}`, d] as const),
      ]);
      plain.push({
        name: w[0].text,
        soil_classes: classes.map((c) => c.text),
        thicknesses: depths.map((d, k) => problems.number(d, `${path}.thicknesses.${k}`)),
      });
    }
    problems.throwIfAny(SoilProfiles.name);
    return construct(SoilProfiles, plain, locations);
  }
}
