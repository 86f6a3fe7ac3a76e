import { defineBlock } from '../define'
import { Stats } from './Stats'
import { StatsSchema } from './schema'

export const statsBlock = defineBlock({ schema: StatsSchema, Component: Stats })
