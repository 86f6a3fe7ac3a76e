import { defineBlock } from '../define'
import { LegalText } from './LegalText'
import { LegalTextSchema } from './schema'

export const legalTextBlock = defineBlock({ schema: LegalTextSchema, Component: LegalText })
