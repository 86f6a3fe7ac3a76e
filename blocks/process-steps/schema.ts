import { Type, type Static } from '@sinclair/typebox'
import { Defaulted, blockSchema } from '../define'
import { AnchorId, Button, sectionHeading, StringEnum, Text } from '../shared/fields'
import { IconField } from '../shared/icon-names'

export const ProcessStep = Type.Object(
  {
    step: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: 'Step number shown; its position in the list if left out',
      }),
    ),
    title: Text('What happens in this step'),
    description: Text('One or two sentences about the step'),
    time: Type.Optional(Text('How long it takes or when it happens, e.g. "0-1 hour"')),
    urgent: Defaulted(Type.Boolean({ description: 'Marks the step as urgent' }), false),
    icon: Type.Optional(IconField),
  },
  { additionalProperties: false },
)
export type ProcessStep = Static<typeof ProcessStep>

export const ProcessStepsSchema = blockSchema(
  'process-steps',
  {
    id: Type.Optional(AnchorId),
    ...sectionHeading,
    steps: Type.Array(ProcessStep, {
      minItems: 1,
      maxItems: 8,
      description: 'The steps, in order',
    }),
    variant: Defaulted(
      StringEnum(['cards', 'timeline'], {
        description: 'cards: numbered cards side by side; timeline: a vertical line of steps',
      }),
      'cards',
    ),
    urgentLabel: Defaulted(Text('Badge text on urgent steps'), 'Urgent'),
    cta: Type.Optional(Button),
    tone: Defaulted(
      StringEnum(['default', 'muted'], { description: 'Section background' }),
      'default',
    ),
  },
  {
    title: 'Process steps',
    description: 'Numbered steps with title, description, time and urgent flag',
  },
)
