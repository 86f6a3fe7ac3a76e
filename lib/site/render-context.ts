import type { Site } from './schema'

/** The serialisable facts a block needs besides its own data; islands receive it as a prop. */
export interface RenderContext {
  path: string
  brand: string
  host: string
  phone: { display: string; href: string }
  email: string
  /** The consent line under every form's button (site.yaml `forms`). */
  forms: Site['forms']
}
