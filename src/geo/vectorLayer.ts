/** What a vector file reader gives: features with attributes, and the CRS the file declares. */
import type { Crs } from './crs.js';

/** A GeoJSON geometry as read (coordinates in the file's CRS). */
export interface Geometry {
  readonly type: string;
  readonly coordinates?: unknown;
  readonly geometries?: readonly Geometry[];
}

/** One feature: its position in the file (from 1), geometry and attributes. */
export interface VectorFeature {
  readonly number: number;
  readonly geometry: Geometry | null;
  readonly properties: Readonly<Record<string, unknown>>;
}

/** The features of a file and the CRS it declares (null when it declares none). */
export interface VectorLayer {
  readonly path: string;
  readonly features: readonly VectorFeature[];
  readonly crs: Crs | null;
  /** Where the CRS came from, for messages (".prj", "GeoJSON crs member", …). */
  readonly crsSource: string;
  /** The attribute names, in the file's order. */
  readonly fields: readonly string[];
}

/** A vector file that cannot be read, or holds no features. */
export class VectorFileError extends Error {}
