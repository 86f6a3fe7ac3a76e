import Form from '@rjsf/core'
import type { Experimental_DefaultFormStateBehavior, RJSFSchema, UiSchema } from '@rjsf/utils'
import validator from '@rjsf/validator-ajv8'
import { useMemo } from 'react'
import type { DraftIssue } from '../../api'
import { errorSchemaOf } from './issue-paths'
import {
  ButtonTemplates,
  DescriptionFieldTemplate,
  FieldErrorTemplate,
  FieldTemplate,
  TitleFieldTemplate,
} from './templates'
import { TextWidget } from './widgets'

/** Nothing is filled in that the marketer did not type: no defaults, no empty items or objects. */
const noDefaults: Experimental_DefaultFormStateBehavior = {
  arrayMinItems: { populate: 'never' },
  emptyObjectFields: 'skipDefaults',
  allOf: 'skipDefaults',
  constAsDefaults: 'never',
  mergeDefaultsIntoFormData: 'useFormDataIfPresent',
}

const templates = {
  FieldTemplate,
  FieldErrorTemplate,
  TitleFieldTemplate,
  DescriptionFieldTemplate,
  ButtonTemplates,
}
const widgets = { TextWidget, TextareaWidget: TextWidget }

/**
 * The one adapter between a JSON Schema and its form (rjsf): the schema is the only description
 * of the fields, and the draft's problems show under the fields their paths name.
 */
export function SchemaForm({
  schema,
  value,
  onChange,
  issues,
  idPrefix,
  hidden = [],
}: {
  schema: RJSFSchema
  value: unknown
  onChange: (value: unknown) => void
  /** Problems with paths relative to `value`. */
  issues: readonly DraftIssue[]
  /** Field ids are `<idPrefix>_<path joined by _>`. */
  idPrefix: string
  /** Properties not shown (a block's `type`). */
  hidden?: readonly string[]
}) {
  const uiSchema = useMemo<UiSchema>(
    () => ({
      'ui:submitButtonOptions': { norender: true },
      ...Object.fromEntries(hidden.map((name) => [name, { 'ui:widget': 'hidden' }])),
    }),
    [hidden],
  )
  const extraErrors = useMemo(() => errorSchemaOf(issues), [issues])
  // The form's heading is the caller's: the root's own title and description are left out.
  const fields = useMemo(() => ({ ...schema, title: undefined, description: undefined }), [schema])
  return (
    <Form
      tagName="div"
      schema={fields}
      uiSchema={uiSchema}
      formData={value}
      validator={validator}
      showErrorList={false}
      extraErrors={extraErrors}
      idPrefix={idPrefix}
      templates={templates}
      widgets={widgets}
      experimental_defaultFormStateBehavior={noDefaults}
      onChange={(event) => onChange(event.formData)}
      className="schema-form space-y-3"
    />
  )
}
