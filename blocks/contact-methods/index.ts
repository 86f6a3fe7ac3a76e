import { defineBlock } from '../define'
import { ContactMethods } from './ContactMethods'
import { ContactMethodsSchema } from './schema'

export const contactMethodsBlock = defineBlock({
  schema: ContactMethodsSchema,
  Component: ContactMethods,
})
