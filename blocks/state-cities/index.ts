import { defineBlock } from '../define'
import { StateCities } from './StateCities'
import { StateCitiesSchema } from './schema'

export const stateCitiesBlock = defineBlock({ schema: StateCitiesSchema, Component: StateCities })
