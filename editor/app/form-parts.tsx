/**
 * How the forms drawn from the schemas look and behave (rjsf's widgets and templates): a field is labelled by its
 * name in words and explained by its schema's description; the problems the checker finds show under it, in the
 * words of `npm run validate`; copy fields get bold, italic and link buttons that write the site's own markup; link
 * fields offer the site's routes and anchors. Widgets are plain functions: rjsf's widget lookup cannot take
 * forwardRef or memo components under React 19.
 */
import { Icon } from '../../renderer/ui/Icon.tsx';
import type { IconName } from '../../schemas/site.types.ts';
import { getDefaultRegistry } from '@rjsf/core';
import {
  getTemplate,
  getUiOptions,
  type ArrayFieldItemTemplateProps,
  type DescriptionFieldProps,
  type FieldTemplateProps,
  type IconButtonProps,
  type TitleFieldProps,
  type WidgetProps,
} from '@rjsf/utils';
import { createContext, useContext, useRef, type ChangeEvent, type ReactElement } from 'react';
import { Illustration } from '../../sections/illustrations/Illustration.tsx';
import type { DrawingName } from '../../sections/illustrations/drawing-code.ts';
import { pointerOf, useFormExtras } from './form-context.ts';
import { LINK_TARGETS_ID } from './LinkTargetList.tsx';
import { humanize } from './words.ts';

/** The problems of the field a widget draws, handed down by its FieldTemplate. */
const FieldProblemsContext = createContext<string[]>([]);

export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, required, displayLabel, rawDescription, children, hidden, fieldPathId, schema, registry } = props;
  const { problemsAt } = useFormExtras();
  if (hidden) return <div hidden>{children}</div>;
  const pointer = pointerOf(fieldPathId.path);
  const problems = problemsAt(pointer);
  // A group (object or list) is titled and described by its own template (a legend), a single field here.
  const isGroup = schema.type === 'object' || schema.type === 'array';
  // A value of two kinds (a link or a menu) has no box of its own: its label names the choice of kind, a select rjsf
  // draws with an id of its own (a choice among plain values, an enum, is one box and keeps the field's id).
  const ofKinds = (schema.oneOf || schema.anyOf) && !registry.schemaUtils.isSelect(schema);
  const labelled = ofKinds ? `${id}__${schema.oneOf ? 'oneof' : 'anyof'}_select` : id;
  return (
    <div
      className={`field${isGroup ? ' field--group' : ''}${problems.length ? ' field--problem' : ''}`}
      data-pointer={pointer}
    >
      {displayLabel && !isGroup && (
        <label htmlFor={labelled} id={`${id}__label`} className="field__label">
          {humanize(label)}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
      )}
      {!isGroup && rawDescription && (
        <p className="field__help" id={`${id}__help`}>
          {rawDescription}
        </p>
      )}
      <FieldProblemsContext.Provider value={problems}>{children}</FieldProblemsContext.Provider>
      {problems.map((problem) => (
        <p key={problem} className="field__problem" id={`${id}__problem`}>
          {problem}
        </p>
      ))}
    </div>
  );
}

export function TitleFieldTemplate({ id, title, required }: TitleFieldProps) {
  return (
    <legend id={id} className="field__legend">
      {humanize(title)}
      {required ? <span aria-hidden="true"> *</span> : null}
    </legend>
  );
}

export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  return description ? (
    <p id={id} className="field__help">
      {description}
    </p>
  ) : null;
}

/** One entry of a list: its fields, then its buttons (move, duplicate, remove) on a line under them. */
export function ArrayFieldItemTemplate({
  children,
  buttonsProps,
  hasToolbar,
  registry,
  uiSchema,
}: ArrayFieldItemTemplateProps) {
  const Buttons = getTemplate('ArrayFieldItemButtonsTemplate', registry, getUiOptions(uiSchema));
  return (
    <div className="list-entry">
      {children}
      {hasToolbar && (
        <div className="list-entry__buttons">
          <Buttons {...buttonsProps} />
        </div>
      )}
    </div>
  );
}

/** The attributes that tie an input to its help and its problems, for screen readers. */
function described(id: string, hasHelp: boolean, problems: string[]) {
  const ids = [hasHelp ? `${id}__help` : '', problems.length ? `${id}__problem` : ''].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': problems.length ? true : undefined };
}

/** Wraps the selected words with markup, or inserts it at the caret. */
function wrapSelection(
  input: HTMLInputElement | HTMLTextAreaElement,
  before: string,
  after: string,
  fallback: string,
): string {
  const { selectionStart = 0, selectionEnd = 0, value } = input;
  const start = selectionStart ?? 0;
  const end = selectionEnd ?? 0;
  const words = value.slice(start, end) || fallback;
  return value.slice(0, start) + before + words + after + value.slice(end);
}

function TextInput(props: WidgetProps & { multiline: boolean }) {
  const { id, value, required, disabled, readonly, onChange, onBlur, onFocus, schema, multiline, label } = props;
  const problems = useContext(FieldProblemsContext);
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const markup = schema['x-markup'] === true;
  const link = schema['x-link'] === true;
  // The text as typed: an emptied field stays "" so the checker says "must not be empty" at it. A field that may hold
  // a number (a fact) keeps one as a number: "15" is saved as 15, "2023-10-21" as text.
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onChange(asNumberWhenItFits(event.target.value, schema['x-number']));
  const common = {
    id,
    name: id,
    value: typeof value === 'string' || typeof value === 'number' ? value : '',
    required,
    disabled: disabled || readonly,
    onChange: change,
    onBlur: () => onBlur(id, ref.current?.value),
    onFocus: () => onFocus(id, ref.current?.value),
    ...described(id, Boolean(schema.description), problems),
  };
  const wrap = (before: string, after: string, fallback: string) => {
    if (ref.current) onChange(wrapSelection(ref.current, before, after, fallback));
  };
  return (
    <>
      {markup && (
        <div className="markup-buttons" role="group" aria-label={`Format ${humanize(label || 'text')}`}>
          <button type="button" onClick={() => wrap('**', '**', 'bold words')}>
            <b>B</b>
            <span className="visually-hidden"> bold</span>
          </button>
          <button type="button" onClick={() => wrap('_', '_', 'italic words')}>
            <i>I</i>
            <span className="visually-hidden"> italic</span>
          </button>
          <button type="button" onClick={() => wrap('[', '](/)', 'link words')}>
            Link
          </button>
        </div>
      )}
      {/* One element for the field's whole life, chosen by its schema, never by its text's length: a box swapped
          for another while typing loses the focus and the keys that follow. Copy grows with its text (editor.css). */}
      {multiline || markup ? (
        <textarea ref={ref} rows={2} className="field__copy" {...common} />
      ) : (
        <input ref={ref} type="text" {...common} list={link ? LINK_TARGETS_ID : undefined} />
      )}
    </>
  );
}

/**
 * "15" → 15 where the schema takes an integer ("1.5" too where it takes any number), only when JSON writes the number
 * back exactly as typed ("007", "-0", "1.50" and digits past a double's precision stay text): the field shows the
 * value read back from the file, so a number written otherwise would change the text under the caret and lose keys.
 */
export function asNumberWhenItFits(text: string, number: unknown): string | number {
  const written = /^-?\d+(\.\d+)?$/.test(text) && JSON.stringify(Number(text)) === text;
  const integer = written && Number.isSafeInteger(Number(text));
  if (number === 'integer' && integer) return Number(text);
  if (number === 'number' && written) return Number(text);
  return text;
}

export const TextWidget = (props: WidgetProps) => <TextInput {...props} multiline={false} />;
export const TextareaWidget = (props: WidgetProps) => <TextInput {...props} multiline />;

/**
 * A switch (true or false): a checkbox labelled by its name in words. Its help is the field's, shown once above it by
 * the FieldTemplate.
 */
export function CheckboxWidget({
  id,
  value,
  label,
  disabled,
  readonly,
  onChange,
  onBlur,
  onFocus,
  schema,
}: WidgetProps) {
  const problems = useContext(FieldProblemsContext);
  return (
    <label className="checkbox" id={`${id}__label`}>
      <input
        type="checkbox"
        id={id}
        name={id}
        checked={value === true}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        {...described(id, Boolean(schema.description), problems)}
      />
      {humanize(label)}
    </label>
  );
}

const DefaultSelect = getDefaultRegistry().widgets.SelectWidget as (props: WidgetProps) => ReactElement;

/** A choice's small picture: the icon, or the drawing as the site draws it (its code loads on first sight). */
function Picture({ kind, name }: { kind: unknown; name: string }) {
  if (!name || name === 'none') return <span className="picture-choice__empty" aria-hidden="true" />;
  if (kind === 'icon') return <Icon name={name as IconName} />;
  return (
    <span className="picture-choice__drawing">
      <Illustration name={name as DrawingName} />
    </span>
  );
}

/**
 * A choice from a list: for icons and drawings, each choice shown as its picture with its name (a group of radio
 * buttons, moved through with the arrow keys); any other list, rjsf's own select.
 */
export function SelectWidget(props: WidgetProps) {
  const { id, value, schema, onChange, options, disabled, readonly, required } = props;
  const problems = useContext(FieldProblemsContext);
  const kind = schema['x-picture'];
  if (kind !== 'icon' && kind !== 'illustration') return <DefaultSelect {...props} />;
  // An optional icon can be taken away again.
  const choices = [
    ...(required ? [] : [{ value: '', label: 'none' }]),
    ...((options.enumOptions ?? []) as { value: string; label: string }[]),
  ];
  return (
    <div
      className={`picture-choice picture-choice--${String(kind)}`}
      role="radiogroup"
      aria-labelledby={`${id}__label`}
      {...described(id, Boolean(schema.description), problems)}
    >
      {choices.map((choice) => (
        <label key={choice.value} className="picture-choice__option">
          <input
            type="radio"
            name={id}
            value={choice.value}
            checked={(value ?? '') === choice.value}
            disabled={disabled || readonly}
            onChange={() => onChange(choice.value || undefined)}
          />
          <Picture kind={kind} name={choice.value} />
          <span className="picture-choice__name">{choice.label}</span>
        </label>
      ))}
    </div>
  );
}

/**
 * The buttons of a list, in words rather than icon fonts this editor does not load. An entry's own buttons sit under
 * its fields, outside its group, so their names say which entry they act on as well: "Remove Item 3".
 */
function button(text: string) {
  return function ListButton({
    iconType: _iconType,
    icon: _icon,
    uiSchema: _uiSchema,
    registry: _registry,
    className,
    ...rest
  }: IconButtonProps) {
    // rjsf names an entry's buttons after the entry ("root_items_2__remove"); its label or legend has the entry's id too.
    const entry = rest.id?.match(/^(.+)__(moveUp|moveDown|copy|remove)$/)?.[1];
    const named = entry ? { 'aria-labelledby': `${rest.id} ${entry}__label ${entry}__title` } : {};
    return (
      <button type="button" className={`list-button ${className ?? ''}`} {...rest} {...named}>
        {text}
      </button>
    );
  };
}

export const buttonTemplates = {
  AddButton: button('Add'),
  RemoveButton: button('Remove'),
  MoveUpButton: button('Move up'),
  MoveDownButton: button('Move down'),
  CopyButton: button('Duplicate'),
};
