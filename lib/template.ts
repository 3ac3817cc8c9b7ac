/**
 * Fills the `{name}` placeholders of a sentence from a content module. Client components get
 * their words as strings (a function cannot be passed to one), so a sentence that names a value
 * comes as a template: `'{value} is not {what}.'`, `'{value} {what} नहीं है।'`.
 *
 * One pass, the values inserted as they are: a value that holds `{value}` or `$&` (visitors paste
 * anything) is not read again. A placeholder without a value stays as written, so a misspelt one
 * shows in the page and in tests instead of vanishing.
 */
export type TemplateValues = Readonly<Record<string, string | number>>;

export function fillTemplate(template: string, values: TemplateValues): string {
  if (typeof template !== 'string') return '';
  return template.replace(/\{([A-Za-z]\w*)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** The names of a template's placeholders, each once, in order: `'{a} {b} {a}'` -> `['a', 'b']`. */
export function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(/\{([A-Za-z]\w*)\}/g)].map((m) => m[1]!))];
}
