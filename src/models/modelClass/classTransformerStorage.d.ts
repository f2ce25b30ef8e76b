/** Types of class-transformer's internal modules, which the package ships without declarations. */
declare module 'class-transformer/cjs/storage.js' {
  export const defaultMetadataStorage: {
    findTransformMetadatas(target: object, propertyName: string, transformationType: number): unknown[];
    findTypeMetadata(target: object, propertyName: string): unknown;
  };
}
declare module 'class-transformer/cjs/TransformOperationExecutor.js' {
  /** The walk behind plainToInstance: `transform` copies a value, `applyCustomTransformations` runs the
   * @Transform functions of one property. */
  export class TransformOperationExecutor {
    constructor(transformationType: number, options: object);
    transform(
      source: unknown,
      value: unknown,
      targetType: unknown,
      arrayType: unknown,
      isMap: boolean | undefined,
      level?: number,
    ): unknown;
    applyCustomTransformations(
      value: unknown,
      target: unknown,
      key: string,
      obj: unknown,
      transformationType: number,
    ): unknown;
  }
}
declare module 'class-transformer/cjs/constants/default-options.constant.js' {
  export const defaultOptions: object;
}
