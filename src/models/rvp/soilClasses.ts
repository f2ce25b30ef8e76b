/**
 * `:SoilClasses`: the soil classes, each optionally with its texture (sand, clay and silt fractions) and its
 * organic content. Raven reads the texture only from rows of all five words, and ignores it otherwise.
 */
import type { Command as Node } from '../../ast/nodes.js';
import { field } from '../modelClass/field.js';
import { ListCommand, Record } from '../modelClass/model.js';
import { command } from '../modelClass/registry.js';
import { t } from '../modelClass/types.js';
import type { SourceFile } from '../commandText/read.js';
import { word, rowNameWord } from '../commandText/write.js';
import { HEADED, readClassRows } from '../shapes/classRows.js';
import { rowLocations, tableLines } from '../shapes/classTable.js';
import type { WordLine } from '../../printer/lines.js';
import { rule } from '../rules/rule.js';

/** Raven's own tolerance on the texture sum (REAL_SMALL): beyond it, it warns and recomputes the silt. */
const SUM_TOLERANCE = 1e-12;

/** Raven reads the sand, clay, silt and organic columns together or not at all. */
const TOGETHER = 'mineral and organic must be given together (Raven reads all four columns or none)';

const isFractions = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => typeof x === 'number');
const outside = (x: number) => !(x >= 0 && x <= 1);

/** One soil class: a row of `:SoilClasses`. */
export class SoilClass extends Record {
  @field(t.str(), { doc: 'Class name, as the soil profiles name it.' })
  name!: string;
  @rule('validate_mineral', (v) =>
    isFractions(v) && v.length === 3 && Math.abs(v[0] + v[1] + v[2] - 1) > SUM_TOLERANCE
      ? `mineral fractions must sum to 1 (they sum to ${Number((v[0] + v[1] + v[2]).toPrecision(12))})`
      : undefined,
  )
  @rule('validate_mineral_pct', (v) =>
    isFractions(v) && v.some(outside) ? 'mineral fractions must each be between 0 and 1' : undefined,
  )
  @rule('mineral_with_organic', (_v, o) => (o.organic === null ? TOGETHER : undefined))
  @field(t.tuple(t.float(), t.float(), t.float()), {
    nullable: true,
    doc: 'Sand, clay and silt fractions, summing to 1; null: Raven derives the soil properties itself.',
  })
  mineral!: [number, number, number] | null;
  @rule('organic_with_mineral', (_v, o) => (o.mineral === null ? TOGETHER : undefined))
  @rule('validate_organic_pct', (v) =>
    typeof v === 'number' && outside(v) ? 'organic fraction must be between 0 and 1' : undefined,
  )
  @field(t.float(), { nullable: true, doc: 'Organic matter fraction (0 to 1); null with mineral null.' })
  organic!: number | null;
}

/** The soil classes table. */
@command('rvp')
export class SoilClasses extends ListCommand<SoilClass> {
  @field(t.list(t.model(() => SoilClass)), { default: () => [], doc: 'The classes, one per row.' })
  override root!: SoilClass[];

  /** The table (empty when no list is given). */
  constructor(plain?: readonly object[]) {
    super(plain ?? []);
  }

  override toLines(): WordLine[] {
    return tableLines(
      SoilClasses.ravenName,
      [
        [':Attributes', '%SAND', '%CLAY', '%SILT', '%ORGANIC'],
        [':Units', 'none', 'none', 'none', 'none'],
      ],
      this.root.map((c) => [
        rowNameWord(c.name, 'soil class name'),
        ...(c.mineral === null || c.organic === null ? [] : [...c.mineral, c.organic].map(word)),
      ]),
    );
  }

  static override fromRv(node: Node, source?: SourceFile): SoilClasses {
    return readClassRows(SoilClasses, node, source, HEADED, (w, path, problems, locations) => {
      rowLocations(locations, path, [['name', w[0]]]);
      // Fewer than five words: Raven keeps its default texture and ignores the values given.
      if (w.length < 5) return { name: w[0].text, mineral: null, organic: null };
      rowLocations(locations, path, [
        ['mineral', w[1]],
        ['organic', w[4]],
      ]);
      const mineral = [1, 2, 3].map((k) => problems.number(w[k], `${path}.mineral`));
      return { name: w[0].text, mineral, organic: problems.number(w[4], `${path}.organic`) };
    });
  }
}
