import type { RJSFSchema, WidgetProps } from '@rjsf/utils'
import { inputClasses } from '../components/input-classes'
import { useImages } from './images-context'

/** A string with a pattern, a format or room for at most this many characters is one line. */
const ONE_LINE_MAX = 100

const isImagePath = (schema: RJSFSchema) =>
  typeof schema.pattern === 'string' && /svg\|png/.test(schema.pattern)

const isOneLine = (schema: RJSFSchema) =>
  schema.type !== 'string' ||
  schema.pattern !== undefined ||
  schema.format !== undefined ||
  (schema.maxLength !== undefined && schema.maxLength <= ONE_LINE_MAX)

/**
 * Every text field: an image path is chosen from the project's images, short or constrained
 * strings and numbers are one line, other text is a textarea that grows with what it holds.
 */
export function TextWidget(props: WidgetProps) {
  const { id, schema, required, disabled, readonly, rawErrors = [] } = props
  const value = props.value as unknown
  const emptyValue = props.options.emptyValue as unknown
  const describedBy = `${id}__error ${id}__description`
  const change = (text: string) => {
    if (text === '') props.onChange(emptyValue)
    else if (schema.type === 'number' || schema.type === 'integer') props.onChange(Number(text))
    else props.onChange(text)
  }
  const common = {
    id,
    name: id,
    required,
    disabled: disabled || readonly,
    'aria-invalid': rawErrors.length > 0 || undefined,
    'aria-describedby': describedBy,
    className: inputClasses,
    placeholder: typeof schema.default === 'string' ? schema.default : undefined,
  }
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : ''
  if (isImagePath(schema)) return <ImageSelect {...common} value={text} onChange={change} />
  if (isOneLine(schema))
    return (
      <input
        {...common}
        type={schema.type === 'number' || schema.type === 'integer' ? 'number' : 'text'}
        value={text}
        onChange={(event) => change(event.target.value)}
      />
    )
  return (
    <textarea
      {...common}
      rows={1}
      className={`${inputClasses} [field-sizing:content] min-h-9 resize-none`}
      value={text}
      onChange={(event) => change(event.target.value)}
    />
  )
}

function ImageSelect({
  value,
  onChange,
  ...props
}: {
  value: string
  onChange: (value: string) => void
  id: string
  className: string
}) {
  const images = useImages()
  const choices = images.includes(value) || value === '' ? images : [value, ...images]
  return (
    <div className="flex items-center gap-2">
      <select {...props} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Choose an image…</option>
        {choices.map((image) => (
          <option key={image} value={image}>
            {image}
          </option>
        ))}
      </select>
      {value && <img src={value} alt="" className="h-10 w-14 rounded border object-cover" />}
    </div>
  )
}
