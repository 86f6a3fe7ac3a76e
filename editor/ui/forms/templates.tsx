import type {
  DescriptionFieldProps,
  FieldTemplateProps,
  IconButtonProps,
  TitleFieldProps,
} from '@rjsf/utils'
import { humanize } from './labels'

/** A field: its label (schema title or name), its description, the input and its problems. */
export function FieldTemplate(props: FieldTemplateProps) {
  const {
    id,
    label,
    children,
    rawErrors = [],
    rawDescription,
    hidden,
    displayLabel,
    schema,
  } = props
  if (hidden) return <div className="hidden">{children}</div>
  const labelled = displayLabel && schema.type !== 'boolean'
  return (
    <div className="space-y-1" data-field={id}>
      {labelled && (
        <label htmlFor={id} className="block text-sm font-medium">
          {humanize(label)}
          {props.required && <span className="text-muted-foreground"> (required)</span>}
        </label>
      )}
      {labelled && rawDescription && (
        <p id={`${id}__description`} className="text-xs text-muted-foreground">
          {rawDescription}
        </p>
      )}
      {children}
      {rawErrors.length > 0 && (
        <ul id={`${id}__error`} className="space-y-0.5 text-sm text-destructive">
          {rawErrors.map((error, index) => (
            <li key={index}>{error}</li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** The errors are shown by FieldTemplate, under the field. */
export const FieldErrorTemplate = () => null

export function TitleFieldTemplate({ id, title }: TitleFieldProps) {
  return (
    <legend id={id} className="mb-1 text-sm font-semibold">
      {humanize(title)}
    </legend>
  )
}

export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null
  return (
    <p id={id} className="mb-2 text-xs text-muted-foreground">
      {description}
    </p>
  )
}

function textButton(text: string) {
  return function TextButton({
    iconType: _,
    icon: _icon,
    registry: _r,
    uiSchema: _u,
    className: _c,
    ...props
  }: IconButtonProps) {
    return (
      <button
        type="button"
        aria-label={props.title}
        className="h-7 rounded-md border border-input bg-background px-2 text-xs hover:bg-accent disabled:opacity-40"
        {...props}
      >
        {text}
      </button>
    )
  }
}

export const ButtonTemplates = {
  AddButton: textButton('+ Add'),
  CopyButton: textButton('Copy'),
  MoveUpButton: textButton('↑'),
  MoveDownButton: textButton('↓'),
  RemoveButton: textButton('Remove'),
}
