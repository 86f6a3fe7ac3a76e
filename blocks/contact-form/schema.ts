import { Type } from '@sinclair/typebox'
import { Defaulted, blockSchema } from '../define'
import { AnchorId, StringEnum, Text } from '../shared/fields'

import { SERVICE_OPTIONS } from '../../contracts/lead-api'

/** The services a visitor can pick, in the order shown: exactly those the lead API accepts. */
export { SERVICE_OPTIONS }

export const ContactFormSchema = blockSchema(
  'contact-form',
  {
    id: Defaulted(AnchorId, 'contact-form'),
    eyebrow: Type.Optional(Text('Small label above the heading')),
    title: Defaulted(Text('Section heading'), 'Send Us a Message'),
    intro: Defaulted(
      Text('Paragraph under the heading'),
      'We respond within 2 hours during business hours (Mon-Fri 8AM-8PM EST). Our emergency line is open 24/7.',
    ),
    nameLabel: Defaulted(Text('Label of the name input'), 'Full Name'),
    phoneLabel: Defaulted(Text('Label of the phone input'), 'Phone Number'),
    emailLabel: Defaulted(Text('Label of the e-mail input'), 'Email Address'),
    addressLabel: Defaulted(Text('Label of the optional address input'), 'Property Address'),
    addressPlaceholder: Defaulted(
      Text('Placeholder of the address input'),
      'Street, city, state (optional)',
    ),
    serviceLabel: Defaulted(Text('Label of the service picker'), 'Service Needed'),
    servicePlaceholder: Defaulted(
      Text('First, empty choice of the service picker (no service is pre-selected)'),
      'Select a service (optional)',
    ),
    services: Defaulted(
      Type.Array(StringEnum(SERVICE_OPTIONS, { description: 'A service the visitor can pick' }), {
        minItems: 1,
        uniqueItems: true,
        description:
          'Services in the picker, in order; with none chosen the lead is recorded as General Consultation',
      }),
      [...SERVICE_OPTIONS],
    ),
    messageLabel: Defaulted(Text('Label of the optional message box'), 'Message'),
    messagePlaceholder: Defaulted(
      Text('Placeholder of the message box'),
      'Tell us about your situation (optional)',
    ),
    submitLabel: Defaulted(Text('Submit button text'), 'Send Message'),
    sendingLabel: Defaulted(Text('Submit button text while sending'), 'Sending...'),
    successTitle: Defaulted(Text('Title of the success toast'), 'Message Sent Successfully!'),
    successMessage: Defaulted(
      Text('Text of the success toast'),
      "Thank you for contacting us. We'll respond within 2 hours during business hours.",
    ),
    errorTitle: Defaulted(Text('Title of the error toast'), 'Error Sending Message'),
    errorMessage: Defaulted(
      Text('Text of the error toast; {phone} is the phone as displayed'),
      'Please try again or call us directly at {phone}',
    ),
  },
  {
    title: 'Contact form',
    description:
      'The message form: name, phone and e-mail required; address, service and message optional. Sends to the lead API and confirms with a toast.',
  },
)
