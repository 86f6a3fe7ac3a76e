import { defineBlock } from '../define'
import { Neighbourhoods } from './Neighbourhoods'
import { NeighbourhoodsSchema } from './schema'

export const neighbourhoodsBlock = defineBlock({
  schema: NeighbourhoodsSchema,
  Component: Neighbourhoods,
})
