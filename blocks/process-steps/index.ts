import { defineBlock } from '../define'
import { ProcessSteps } from './ProcessSteps'
import { ProcessStepsSchema } from './schema'

export const processStepsBlock = defineBlock({
  schema: ProcessStepsSchema,
  Component: ProcessSteps,
})
