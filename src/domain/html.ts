/** Text made safe to write into HTML, in an element or a quoted attribute. */
export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * A named hole in a prerendered page (decision 276): the build renders `{{name}}` as text where a
 * value known only to the host goes (React writes the braces as they are), and `fillTemplate`
 * writes the value in.
 */
export const hole = (name: string): string => `{{${name}}}`;

/** A value written into a hole as it is: markup the caller made safe for where the hole is. */
export interface TrustedHtml {
  html: string;
}

/**
 * `template` with each `{{name}}` that `values` names replaced, in one pass: text HTML-escaped,
 * `{ html }` as it is. A value is never read again, so text that looks like a hole (or `$&`,
 * which `String.replace` would read as "the match") stays text; unknown holes stay as they are.
 */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, string | TrustedHtml>>,
): string {
  return template.replace(/\{\{(\w+)\}\}/g, (found, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) return found;
    return typeof value === 'string' ? escapeHtml(value) : value.html;
  });
}
