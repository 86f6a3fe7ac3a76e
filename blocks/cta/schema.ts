import { Type } from '@sinclair/typebox'
import { Defaulted, blockSchema } from '../define'
import { Button, StringEnum, Text } from '../shared/fields'
import { IconField } from '../shared/icon-names'

export const CtaSchema = blockSchema(
  'cta',
  {
    badge: Type.Optional(
      Type.Object(
        { text: Text('Small badge above the heading'), icon: Type.Optional(IconField) },
        { additionalProperties: false },
      ),
    ),
    title: Text('Heading of the closing call to action'),
    text: Type.Optional(Text('Paragraph under the heading')),
    buttons: Type.Array(Button, {
      minItems: 1,
      maxItems: 3,
      description: 'Buttons, usually one to /contact and one tel: "Call ..." button',
    }),
    points: Defaulted(
      Type.Array(Text('Short reassurance line'), {
        maxItems: 4,
        description: 'Ticked lines under the buttons',
      }),
      [],
    ),
    tone: Defaulted(
      StringEnum(['default', 'emergency'], {
        description: 'default: accent band; emergency: red-bordered urgent band',
      }),
      'default',
    ),
  },
  {
    title: 'Call to action',
    description: 'Closing call-to-action band with heading, text and contact/phone buttons',
  },
)
