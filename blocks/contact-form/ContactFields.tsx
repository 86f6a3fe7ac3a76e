import type { BlockProps } from '../define'
import type { ContactFormSchema } from './schema'
import type { FieldErrors } from '../shared/field-errors'
import { inputClass } from '../shared/ui/form-field'
import {
  invalidControlProps,
  ValidatedField,
  ValidatedTextField,
} from '../shared/ui/validated-field'

/** The contact form's visible fields, each with the error to correct under it, if any. */
export function ContactFields({
  block,
  fieldId,
  errors,
  announced,
}: {
  block: BlockProps<typeof ContactFormSchema>
  fieldId: (name: string) => string
  errors: FieldErrors
  /** The field whose error is announced as it shows (see useFieldErrors). */
  announced?: string | undefined
}) {
  const shown = (name: string) => ({ error: errors[name], announce: name === announced })
  return (
    <>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <ValidatedTextField
          id={fieldId('name')}
          label={block.nameLabel}
          {...shown('name')}
          required
          name="name"
          autoComplete="name"
        />
        <ValidatedTextField
          id={fieldId('phone')}
          label={block.phoneLabel}
          {...shown('phone')}
          required
          name="phone"
          type="tel"
          autoComplete="tel"
        />
      </div>
      <ValidatedTextField
        id={fieldId('email')}
        label={block.emailLabel}
        {...shown('email')}
        required
        name="email"
        type="email"
        autoComplete="email"
      />
      <ValidatedTextField
        id={fieldId('address')}
        label={block.addressLabel}
        {...shown('address')}
        name="address"
        autoComplete="address-line1"
        placeholder={block.addressPlaceholder}
      />
      <ValidatedField id={fieldId('service')} label={block.serviceLabel} {...shown('service')}>
        <select
          id={fieldId('service')}
          name="service"
          defaultValue=""
          className={inputClass}
          {...invalidControlProps(fieldId('service'), errors.service)}
        >
          <option value="">{block.servicePlaceholder}</option>
          {block.services.map((service) => (
            <option key={service} value={service}>
              {service}
            </option>
          ))}
        </select>
      </ValidatedField>
      <ValidatedField id={fieldId('message')} label={block.messageLabel} {...shown('message')}>
        <textarea
          id={fieldId('message')}
          name="message"
          rows={4}
          placeholder={block.messagePlaceholder}
          className={inputClass}
          {...invalidControlProps(fieldId('message'), errors.message)}
        />
      </ValidatedField>
    </>
  )
}
