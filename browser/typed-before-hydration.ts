/**
 * What a visitor typed into a prerendered form before the page's code ran. Hydration sets every field back to what
 * the app's state holds (empty), and a form's code may be hydrated after the rest of the page; so the fields are
 * noted, by id, just before hydrating (renderer/hydrate.tsx), and each form takes its own back when it starts.
 */
type Field = HTMLInputElement | HTMLTextAreaElement;

const noted = new Map<string, string | boolean>();

const isToggle = (field: Field): field is HTMLInputElement => field.type === 'checkbox' || field.type === 'radio';

export function noteTypedFields(container: HTMLElement): void {
  for (const field of container.querySelectorAll<Field>('input[id], textarea[id]')) {
    if (isToggle(field)) {
      if (field.checked !== field.defaultChecked) noted.set(field.id, field.checked);
    } else if (field.value !== field.defaultValue) {
      noted.set(field.id, field.value);
    }
  }
}

/** The text typed into the field of this id before hydration, once; undefined when nothing was. */
export function takeTypedText(id: string): string | undefined {
  const value = noted.get(id);
  noted.delete(id);
  return typeof value === 'string' ? value : undefined;
}

/** Whether the box of this id was ticked or unticked before hydration, once; undefined when it was not touched. */
export function takeTypedCheck(id: string): boolean | undefined {
  const value = noted.get(id);
  noted.delete(id);
  return typeof value === 'boolean' ? value : undefined;
}
