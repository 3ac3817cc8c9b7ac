/**
 * `{name}` placeholders in a text, filled in: the quote form's words reach the browser as plain
 * strings (a Hindi page must not download the English ones, nor the English page the Hindi), and a
 * client component cannot be handed a function, so a sentence with a value in it is a template.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}
