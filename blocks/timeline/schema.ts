import { Type, type Static } from '@sinclair/typebox'
import { Defaulted, blockSchema } from '../define'
import { AnchorId, sectionHeading, StringEnum, Text } from '../shared/fields'

export const urgencyLevels = ['medium', 'high', 'critical'] as const
export type Urgency = (typeof urgencyLevels)[number]

export const TimelineStage = Type.Object(
  {
    marker: Type.Optional(
      Text('Short time label in the stage marker, e.g. "Day 1", "0-2h", "Today" (else its number)'),
    ),
    title: Text('Stage title'),
    description: Text('What happens at this stage'),
    action: Type.Optional(Text('What the homeowner should do at this stage')),
    urgency: Type.Optional(
      StringEnum(urgencyLevels, {
        description:
          'Shown as a labelled, coloured badge: medium (amber), high (orange), critical (red)',
      }),
    ),
  },
  { additionalProperties: false },
)
export type TimelineStage = Static<typeof TimelineStage>

export const TimelineSchema = blockSchema(
  'timeline',
  {
    id: Type.Optional(AnchorId),
    ...sectionHeading,
    stages: Type.Array(TimelineStage, {
      minItems: 2,
      description: 'The stages in time order',
    }),
    actionLabel: Defaulted(Text("Label before each stage's action"), 'What to do:'),
    urgencyLabels: Defaulted(
      Type.Object(
        {
          medium: Text('Badge text of medium urgency'),
          high: Text('Badge text of high urgency'),
          critical: Text('Badge text of critical urgency'),
        },
        { additionalProperties: false, description: 'Badge text of each urgency level' },
      ),
      { medium: 'Medium urgency', high: 'High urgency', critical: 'Critical' },
    ),
    tone: Defaulted(
      StringEnum(['default', 'muted'], { description: 'Section background' }),
      'default',
    ),
  },
  {
    title: 'Timeline',
    description:
      'Stages in time order (foreclosure stages, emergency response hours, state deadlines), each with an optional urgency badge and action',
  },
)
