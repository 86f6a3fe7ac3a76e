/** The serialisable facts a block needs besides its own data; islands receive it as a prop. */
export interface RenderContext {
  path: string
  brand: string
  host: string
  phone: { display: string; href: string }
  email: string
  /** The mortgage assistance relief disclosures, shown under the page's hero. */
  reliefNotice: { heading: string; statements: string[] }
}
