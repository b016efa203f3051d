import type { ChangeEvent, Ref } from 'react';
import type { ContactFieldName } from '../../browser/contact/rules.ts';
import type { ContactFormField } from '../../schemas/site.types.ts';

/** How each field is typed and filled in by the browser: behaviour, so it lives here rather than in site.json. */
const INPUTS: Record<ContactFieldName, { type: 'text' | 'email' | 'textarea'; autoComplete: string }> = {
  fullName: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  message: { type: 'textarea', autoComplete: 'off' },
};

interface Props {
  name: ContactFieldName;
  field: ContactFormField;
  value: string;
  error: string | undefined;
  /** Absent where no code runs (the local API's answer page): the value is then the field's starting value. */
  onChange: ((value: string) => void) | undefined;
  inputRef: Ref<HTMLInputElement & HTMLTextAreaElement> | undefined;
}

export const fieldId = (name: ContactFieldName | 'consent') => `contact-${name}`;

/** A labelled field with its error right under it, tied to it for screen readers (aria-invalid, aria-describedby). */
export function ContactField({ name, field, value, error, onChange, inputRef }: Props) {
  const id = fieldId(name);
  const errorId = `${id}-error`;
  const { type, autoComplete } = INPUTS[name];
  const common = {
    id,
    name,
    ...(onChange
      ? {
          value,
          onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
        }
      : { defaultValue: value }),
    autoComplete,
    required: field.required !== false,
    maxLength: field.maxLength,
    placeholder: field.placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ref: inputRef,
  };
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {field.label}
      </label>
      {type === 'textarea' ? <textarea rows={6} {...common} /> : <input type={type} {...common} />}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
