import { defineBlock } from '../define'
import { CaseStudies } from './CaseStudies'
import { CaseStudiesSchema } from './schema'

export const caseStudiesBlock = defineBlock({ schema: CaseStudiesSchema, Component: CaseStudies })
