import type { Site } from './schema'
import type { PageImages } from '../images/resolved-image'

/** The serialisable facts a block needs besides its own data; islands receive it as a prop. */
export interface RenderContext {
  path: string
  brand: string
  host: string
  phone: { display: string; href: string }
  email: string
  /** The mortgage assistance relief disclosures, shown under the page's hero. */
  reliefNotice: { heading: string; statements: string[] }
  /** The consent line under every form's button (site.yaml `forms`). */
  forms: Site['forms']
  /** The page's images as the build made them, by their `src` in the content. */
  images: PageImages
}
