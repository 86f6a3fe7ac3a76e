import { Type } from '@sinclair/typebox'
import { Defaulted, blockSchema } from '../define'
import { AnchorId, sectionHeading, StringEnum, Text } from '../shared/fields'

export const ChecklistSchema = blockSchema(
  'checklist',
  {
    id: Type.Optional(AnchorId),
    ...sectionHeading,
    items: Type.Array(Text('One line of the checklist'), {
      minItems: 1,
      description: 'The lines, each shown with a tick',
    }),
    note: Type.Optional(Text('Small print under the list')),
    marker: Defaulted(
      StringEnum(['tick', 'box'], {
        description:
          'tick: done items, as a list of what is included; box: an empty box to tick on paper',
      }),
      'tick',
    ),
    columns: Defaulted(StringEnum(['1', '2'], { description: 'Columns on wide screens' }), '2'),
    tone: Defaulted(
      StringEnum(['default', 'muted'], { description: 'Section background' }),
      'default',
    ),
  },
  { title: 'Checklist', description: 'A ticked list of lines in one panel, e.g. what to prepare' },
)
