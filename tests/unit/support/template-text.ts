/**
 * The text of a template of vike's escapeInject, as Vike writes it: its strings, and its values escaped (&, <, >, "
 * and ' as entities), or taken as they are when marked with dangerouslySkipEscape.
 */
type Template = { _template: { templateStrings: string[]; templateVariables: unknown[] } };

export function templateText(value: unknown): string {
  if (typeof value === 'string')
    return value.replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' })[c]!,
    );
  if (value && typeof value === 'object' && '_escaped' in value) return String(value._escaped);
  const { templateStrings, templateVariables } = (value as Template)._template;
  return templateStrings
    .map((text, i) => text + (i < templateVariables.length ? templateText(templateVariables[i]) : ''))
    .join('');
}
