/** One row of the `:HRUs` table: a hydrologic response unit. */
import { field } from '../modelClass/field.js';
import { Record } from '../modelClass/model.js';
import { t } from '../modelClass/types.js';
import type { Expr } from '../symbolic/expr.js';
import { rvWord } from '../commandText/write.js';

/** An HRU: `ID AREA ELEVATION LATITUDE LONGITUDE BASIN_ID LAND_USE_CLASS VEG_CLASS SOIL_PROFILE AQUIFER_PROFILE TERRAIN_CLASS SLOPE ASPECT`. */
export class HRU extends Record {
  @field(t.int({ gt: 0 }), { default: 1, doc: 'HRU identifier (unique, positive).' })
  hru_id!: number;
  @field(t.expr(), { default: 0, doc: 'Area (km2).' })
  area!: Expr;
  @field(t.float(), { default: 0, doc: 'Mean elevation (m).' })
  elevation!: number;
  @field(t.float(), { default: 0, doc: 'Latitude (decimal degrees).' })
  latitude!: number;
  @field(t.float(), { default: 0, doc: 'Longitude (decimal degrees).' })
  longitude!: number;
  @field(t.int({ gt: 0 }), { default: 1, doc: 'Subbasin the HRU drains to.' })
  subbasin_id!: number;
  @field(t.str(), { default: '[NONE]', doc: 'Land use class (from :LandUseClasses).' })
  land_use_class!: string;
  @field(t.str(), { default: '[NONE]', doc: 'Vegetation class (from :VegetationClasses).' })
  veg_class!: string;
  @field(t.str(), {
    default: '[NONE]',
    doc: 'Soil profile (from :SoilProfiles); its name also sets the HRU type (LAKE…, GLACIER…).',
  })
  soil_profile!: string;
  @field(t.str(), { default: '[NONE]', doc: 'Aquifer profile ([NONE] for none).' })
  aquifer_profile!: string;
  @field(t.str(), { default: '[NONE]', doc: 'Terrain class (from :TerrainClasses, [NONE] for none).' })
  terrain_class!: string;
  @field(t.float({ ge: 0 }), { default: 0, doc: 'Slope (degrees).' })
  slope!: number;
  @field(t.float({ ge: 0, le: 360 }), { default: 0, doc: 'Aspect (degrees clockwise from north).' })
  aspect!: number;
  @field(t.str(), {
    nullable: true,
    default: null,
    doc: 'Not a Raven column: picks an emulator-specific HRU class (e.g. land, lake); never written.',
  })
  hru_type!: string | null;

  /** The row's words as Raven reads them (hru_type is not a column). */
  rowWords(): string[] {
    const at = `HRU ${this.hru_id}`;
    return [
      rvWord(this.hru_id, `${at} hru_id`),
      rvWord(this.area, `${at} area`),
      rvWord(this.elevation, `${at} elevation`),
      rvWord(this.latitude, `${at} latitude`),
      rvWord(this.longitude, `${at} longitude`),
      rvWord(this.subbasin_id, `${at} subbasin_id`),
      rvWord(this.land_use_class, `${at} land_use_class`),
      rvWord(this.veg_class, `${at} veg_class`),
      rvWord(this.soil_profile, `${at} soil_profile`),
      rvWord(this.aquifer_profile, `${at} aquifer_profile`),
      rvWord(this.terrain_class, `${at} terrain_class`),
      rvWord(this.slope, `${at} slope`),
      rvWord(this.aspect, `${at} aspect`),
    ];
  }
}
