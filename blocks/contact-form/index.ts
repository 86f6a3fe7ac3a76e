import { defineBlock } from '../define'
import { ContactForm } from './ContactForm'
import { ContactFormSchema } from './schema'

export const contactFormBlock = defineBlock({
  schema: ContactFormSchema,
  Component: ContactForm,
  hydrate: 'visible',
})
