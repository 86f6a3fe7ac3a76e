import { defineBlock } from '../define'
import { Checklist } from './Checklist'
import { ChecklistSchema } from './schema'

export const checklistBlock = defineBlock({ schema: ChecklistSchema, Component: Checklist })
