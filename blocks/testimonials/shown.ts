import type { Testimonial } from './schema'

/** The testimonials a block shows: the first `limit`, or all of them. */
export const shownTestimonials = (items: readonly Testimonial[], limit?: number) =>
  limit === undefined ? items : items.slice(0, limit)
