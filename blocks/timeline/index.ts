import { defineBlock } from '../define'
import { Timeline } from './Timeline'
import { TimelineSchema } from './schema'

export const timelineBlock = defineBlock({ schema: TimelineSchema, Component: Timeline })
