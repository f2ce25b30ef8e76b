/** Types for the untyped JavaScript packages the geo layer uses: only the calls it makes. */
declare module 'shpjs' {
  /** GeoJSON geometries of a .shp file, in its own coordinates when no projection is given. */
  export function parseShp(shp: DataView | Uint8Array, prj?: string | false): unknown[];
  /** The attribute records of a .dbf file, decoded with the code page of its .cpg text. */
  export function parseDbf(dbf: DataView | Uint8Array, cpg?: string): Record<string, unknown>[];
}

declare module 'sql.js' {
  /** A statement of an open database. */
  interface Statement {
    step(): boolean;
    get(): unknown[];
    getColumnNames(): string[];
    bind(values: unknown[]): boolean;
    reset(): void;
    free(): boolean;
  }
  /** An SQLite database in memory. */
  interface Database {
    prepare(sql: string): Statement;
    exec(sql: string): { columns: string[]; values: unknown[][] }[];
    export(): Uint8Array;
    close(): void;
  }
  /** The module once its WebAssembly is loaded. */
  interface SqlJsStatic {
    Database: new (data?: Uint8Array) => Database;
  }
  export default function initSqlJs(config?: { locateFile?: (file: string) => string }): Promise<SqlJsStatic>;
  export type { Database, Statement, SqlJsStatic };
}

declare module 'd3-delaunay' {
  /** The Voronoi diagram of a triangulation, clipped to a box. */
  interface Voronoi {
    /** The closed, clipped polygon of point i ([x, y] pairs, the first repeated last), or null. */
    cellPolygon(i: number): [number, number][] | null;
  }
  /** The Delaunay triangulation of flat x, y pairs. */
  export class Delaunay {
    constructor(points: ArrayLike<number>);
    voronoi(bounds: [number, number, number, number]): Voronoi;
  }
}
