import { defineBlock } from '../define'
import { Hero } from './Hero'
import { HeroSchema } from './schema'

export const heroBlock = defineBlock({ schema: HeroSchema, Component: Hero })
