import { defineBlock } from '../define'
import { Testimonials } from './Testimonials'
import { TestimonialsSchema } from './schema'
import { reviewsJsonLd } from './json-ld'
import { shownTestimonials } from './shown'

export const testimonialsBlock = defineBlock({
  schema: TestimonialsSchema,
  Component: Testimonials,
  structuredData: ({ items, limit, ctx }) => [reviewsJsonLd(shownTestimonials(items, limit), ctx)],
})
