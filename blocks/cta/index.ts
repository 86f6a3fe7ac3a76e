import { defineBlock } from '../define'
import { Cta } from './Cta'
import { CtaSchema } from './schema'

export const ctaBlock = defineBlock({ schema: CtaSchema, Component: Cta })
