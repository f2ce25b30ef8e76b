/** One row of the `:SubBasins` table. */
import { Transform } from 'class-transformer';
import { field } from '../modelClass/field.js';
import { Record } from '../modelClass/model.js';
import { t } from '../modelClass/types.js';
import { rule } from '../rules/rule.js';
import { rvWord } from '../commandText/write.js';

/** Reach lengths Raven computes itself (its AutoOrDouble keywords that mean "compute"). */
const AUTO = new Set(['_AUTO', 'AUTO']);

/**
 * The spec's check_reach_length, first half: `ZERO-` (the headwater mark of generated files) becomes 0, which
 * is what Raven reads it as (atof).
 */
export function normalizeReachLength(v: unknown): unknown {
  return v === 'ZERO-' ? 0 : v;
}

/**
 * check_reach_length, second half: a string must be a keyword Raven reads as "compute it" (any other text
 * would be read by atof as a wrong number, usually 0).
 */
export function reachLengthProblem(v: unknown): string | undefined {
  return typeof v === 'string' && !AUTO.has(v)
    ? `must be a length in km, or _AUTO (computed by Raven); got ${JSON.stringify(v)}`
    : undefined;
}

/** A subbasin: `ID NAME DOWNSTREAM_ID PROFILE REACH_LENGTH GAUGED`. */
export class SubBasin extends Record {
  @field(t.int({ gt: 0 }), { default: 1, doc: 'Subbasin identifier (unique, positive).' })
  subbasin_id!: number;
  @field(t.str(), { default: 'sub_001', coerceString: true, doc: 'Name (one word).' })
  name!: string;
  @field(t.int(), { default: -1, doc: 'Subbasin this one drains into; -1 at an outlet.' })
  downstream_id!: number;
  @field(t.str(), {
    default: 'NONE',
    coerceString: true,
    doc: 'Channel profile (from :ChannelProfile), or NONE without routing.',
  })
  profile!: string;
  @field(t.union(t.float(), t.str()), {
    default: 0,
    doc: 'Reach length (km), or _AUTO; ZERO- is read as 0.',
  })
  @rule('check_reach_length', reachLengthProblem)
  @Transform(({ value }) => normalizeReachLength(value), { toClassOnly: true })
  reach_length!: number | string;
  @field(t.bool(), { default: true, doc: 'Whether Raven reports the outflow (written 1 or 0).' })
  gauged!: boolean;
  @field(t.str(), {
    nullable: true,
    default: '',
    coerceString: true,
    doc: 'Not a Raven column: the gauge identifier; never written.',
  })
  gauge_id!: string | null;

  /** The row's words as Raven reads them (gauge_id is not a column). */
  rowWords(): string[] {
    const at = `SubBasin ${this.subbasin_id}`;
    return [
      rvWord(this.subbasin_id, `${at} subbasin_id`),
      rvWord(this.name, `${at} name`),
      rvWord(this.downstream_id, `${at} downstream_id`),
      rvWord(this.profile, `${at} profile`),
      rvWord(this.reach_length, `${at} reach_length`),
      this.gauged ? '1' : '0',
    ];
  }
}
