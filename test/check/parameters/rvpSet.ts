/** Test helper: sets parameter values for every class of a type, by appending a parameter list to the .rvp. */
import type { ClassType } from '../../../grammar/parameters/index.js';

const CLASSES: Readonly<Record<string, string>> = {
  soil: ':SoilClasses',
  vegetation: ':VegetationClasses',
  landuse: ':LandUseClasses',
};
const LISTS: Readonly<Record<string, string>> = {
  soil: ':SoilParameterList',
  vegetation: ':VegetationParameterList',
  landuse: ':LandUseParameterList',
};

/** The class names of a class table of the .rvp. */
export function classNames(rvp: string, classType: ClassType): string[] {
  const names: string[] = [];
  let inside = false;
  for (const line of rvp.split('\n')) {
    const first = line.trim().split(/[\s,]+/)[0] ?? '';
    if (first === CLASSES[classType]) inside = true;
    else if (inside && first.startsWith(':End')) inside = false;
    else if (inside && first !== '' && !first.startsWith(':') && !first.startsWith('#')) names.push(first);
  }
  return names;
}

/** The .rvp with `values` (name → value) set for every class of the type (a later list overrides). */
export function setForAllClasses(rvp: string, classType: ClassType, values: Record<string, number>): string {
  const names = Object.keys(values);
  const rows = classNames(rvp, classType).map((c) => `  ${c}, ${names.map((n) => values[n]).join(', ')}`);
  const block = [
    LISTS[classType],
    `  :Parameters, ${names.join(', ')}`,
    `  :Units, ${names.map(() => '-').join(', ')}`,
    ...rows,
    `:End${LISTS[classType].slice(1)}`,
  ];
  return `${rvp}\n${block.join('\n')}\n`;
}
