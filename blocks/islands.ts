import type { ComponentType } from 'react'
import type { IslandType } from './index'

type Loader = () => Promise<ComponentType<never>>

/**
 * Browser-side loaders of the interactive blocks. Keyed by every island type, so adding
 * `hydrate` to a block without a loader here is a compile error.
 */
export const islandLoaders: { [K in IslandType]: Loader } = {
  calculator: () => import('./calculator/Calculator').then((m) => m.Calculator),
  'contact-form': () => import('./contact-form/ContactForm').then((m) => m.ContactForm),
}
