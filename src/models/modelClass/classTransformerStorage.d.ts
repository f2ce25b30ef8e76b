/** Types of class-transformer's metadata store module, which the package ships without a declaration. */
declare module 'class-transformer/cjs/storage.js' {
  export const defaultMetadataStorage: {
    findTransformMetadatas(target: object, propertyName: string, transformationType: number): unknown[];
  };
}
