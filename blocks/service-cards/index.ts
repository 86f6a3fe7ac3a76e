import { defineBlock } from '../define'
import { ServiceCards } from './ServiceCards'
import { ServiceCardsSchema } from './schema'

export const serviceCardsBlock = defineBlock({
  schema: ServiceCardsSchema,
  Component: ServiceCards,
})
