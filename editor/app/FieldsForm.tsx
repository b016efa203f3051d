/**
 * The fields of what is selected, drawn from its schema by rjsf. The form changes nothing itself: each change goes back
 * as a new value, which the editor writes into site.json's text. Its problems come from the site's own checker
 * (the same words as `npm run validate`), not from rjsf's validation.
 */
import Form, { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import Ajv2020 from 'ajv/dist/2020.js';
import { useMemo, type ReactElement } from 'react';
import { FormExtrasContext, type FormExtras } from './form-context.ts';
import {
  ArrayFieldItemTemplate,
  buttonTemplates,
  CheckboxWidget,
  DescriptionFieldTemplate,
  FieldTemplate,
  SelectWidget,
  TextareaWidget,
  TextWidget,
  TitleFieldTemplate,
} from './form-parts.tsx';
import { withoutNewShells } from './empty-shells.ts';
import { PictureField } from './PictureField.tsx';
import type { Schema } from './schema-bundle.ts';

// rjsf asks its validator which branch of a oneOf a value takes (the rich-text blocks); our schemas are draft
// 2020-12 with a discriminated union. Strict mode stays off here only: the editors' keywords mean nothing to rjsf.
const validator = customizeValidator({
  AjvClass: Ajv2020,
  ajvOptionsOverrides: { strict: false, discriminator: true },
});

const BASE_UI: UiSchema = {
  'ui:submitButtonOptions': { norender: true },
  'ui:globalOptions': { copyable: true },
  type: { 'ui:widget': 'hidden' },
};

/** A page's own fields: its route has a form of its own (it can change the links to it), its sections the outline. */
export const PAGE_UI: UiSchema = { route: { 'ui:widget': 'hidden' }, sections: { 'ui:widget': 'hidden' } };

const DefaultObjectField = getDefaultRegistry().fields.ObjectField as (props: FieldProps) => ReactElement;

/** An object is drawn field by field, unless it is a picture (marked by schema-bundle.ts): then by the picture control. */
function ObjectField(props: FieldProps) {
  return props.schema['x-image'] === true ? <PictureField {...props} /> : <DefaultObjectField {...props} />;
}

export interface FieldsFormProps {
  /** Names the form for screen readers ("Section 3 (faq)"). */
  title: string;
  schema: Schema;
  value: unknown;
  onChange: (value: unknown) => void;
  extras: FormExtras;
  uiSchema?: UiSchema;
}

export function FieldsForm({ title, schema, value, onChange, extras, uiSchema }: FieldsFormProps) {
  const ui = useMemo(() => ({ ...BASE_UI, ...uiSchema }), [uiSchema]);
  return (
    <FormExtrasContext.Provider value={extras}>
      <Form
        className="fields-form"
        aria-label={title}
        schema={schema as RJSFSchema}
        uiSchema={ui}
        formData={value}
        validator={validator}
        noHtml5Validate
        showErrorList={false}
        experimental_defaultFormStateBehavior={{
          emptyObjectFields: 'skipDefaults',
          arrayMinItems: { populate: 'never' },
        }}
        widgets={{ TextWidget, TextareaWidget, SelectWidget, CheckboxWidget }}
        fields={{ ObjectField }}
        templates={{
          FieldTemplate,
          ArrayFieldItemTemplate,
          TitleFieldTemplate,
          DescriptionFieldTemplate,
          ButtonTemplates: buttonTemplates,
        }}
        onChange={(event) => onChange(withoutNewShells(event.formData, value))}
      />
    </FormExtrasContext.Provider>
  );
}
