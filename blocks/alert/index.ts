import { defineBlock } from '../define'
import { Alert } from './Alert'
import { AlertSchema } from './schema'

export const alertBlock = defineBlock({ schema: AlertSchema, Component: Alert })
