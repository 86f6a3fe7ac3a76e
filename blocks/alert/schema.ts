import { Type } from '@sinclair/typebox'
import { Defaulted, blockSchema } from '../define'
import { Button, StringEnum, Text } from '../shared/fields'
import { IconField } from '../shared/icon-names'

export const AlertSchema = blockSchema(
  'alert',
  {
    tone: Defaulted(
      StringEnum(['default', 'destructive', 'warning'], {
        description:
          'default: neutral notice; destructive: emergency (red); warning: caution (amber)',
      }),
      'default',
    ),
    layout: Defaulted(
      StringEnum(['banner', 'card'], {
        description:
          'banner: a full-width strip (e.g. above the hero); card: a boxed panel in a section',
      }),
      'banner',
    ),
    icon: Defaulted(IconField, 'alert'),
    title: Text('The alert in a few words (bold)'),
    text: Type.Optional(Text('Explanation after the title')),
    buttons: Defaulted(
      Type.Array(Button, { maxItems: 2, description: 'Buttons, e.g. a tel: emergency call' }),
      [],
    ),
  },
  { title: 'Alert', description: 'An emergency alert or notice with optional buttons' },
)
