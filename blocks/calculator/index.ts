import { defineBlock } from '../define'
import { Calculator } from './Calculator'
import { CalculatorSchema } from './schema'

export const calculatorBlock = defineBlock({
  schema: CalculatorSchema,
  Component: Calculator,
  hydrate: 'visible',
  withoutScript: (props) => props.withoutScript,
})
