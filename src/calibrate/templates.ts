/**
 * Templates as OSTRICH fills them (src/FilePipe.cpp): each name is replaced everywhere in the template's text
 * by its value's text, names one after the other in the order given (parameters, then tied parameters).
 */

/** The text of a template with every name replaced by its text. */
export function fillTemplate(template: string, texts: ReadonlyMap<string, string>): string {
  let out = template;
  for (const [name, text] of texts) if (out.includes(name)) out = out.split(name).join(text);
  return out;
}

/** The names that occur in a template text. */
export function namesIn(template: string, names: Iterable<string>): string[] {
  return [...names].filter((name) => template.includes(name));
}
