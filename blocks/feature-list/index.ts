import { defineBlock } from '../define'
import { FeatureList } from './FeatureList'
import { FeatureListSchema } from './schema'

export const featureListBlock = defineBlock({ schema: FeatureListSchema, Component: FeatureList })
