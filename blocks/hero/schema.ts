import { Type } from '@sinclair/typebox'
import { Defaulted, blockSchema } from '../define'
import { Button, StringEnum, Text } from '../shared/fields'
import { IconField } from '../shared/icon-names'
import { ImageField } from '../shared/image-field'

export const HeroSchema = blockSchema(
  'hero',
  {
    badge: Type.Optional(
      Type.Object(
        {
          text: Text('Badge text above the heading'),
          icon: Type.Optional(IconField),
          tone: Defaulted(
            StringEnum(['primary', 'secondary', 'destructive', 'outline'], {
              description: 'Badge colour',
            }),
            'primary',
          ),
        },
        { additionalProperties: false },
      ),
    ),
    title: Text('The page heading (the only H1 of the page)'),
    highlight: Type.Optional(Text('Part of the title shown in the accent colour')),
    intro: Type.Optional(Text('Paragraph under the heading')),
    buttons: Defaulted(
      Type.Array(Button, { maxItems: 3, description: 'Call-to-action buttons' }),
      [],
    ),
    points: Defaulted(
      Type.Array(Text('Short reassurance line'), {
        maxItems: 4,
        description: 'Ticked lines under the buttons',
      }),
      [],
    ),
    image: Type.Optional({
      ...ImageField,
      description:
        'Illustration or photo beside the heading on wide screens (preloaded; not shown on phones, so the buttons stay on the first screen)',
    }),
  },
  { title: 'Hero', description: 'The page heading with badge, intro and call-to-action buttons' },
)
