/**
 * The third-party tags (tag manager, measurement tag, social-ad pixel), each loaded by script
 * tag only when its id is set, with the command queues their loaders expect.
 */
export type { AnalyticsIds } from '../../contracts/analytics'

type Command = (...args: unknown[]) => void
interface Pixel extends Command {
  callMethod?: Command
  queue: unknown[]
  push: Pixel
  loaded: boolean
  version: string
}
export type AnalyticsWindow = Window & {
  dataLayer: unknown[]
  gtag?: Command
  fbq?: Pixel
  _fbq?: Pixel
}

function loadScript(src: string) {
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.append(script)
}

export function installTagManager(w: AnalyticsWindow, id: string) {
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  loadScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`)
}

export function installMeasurementTag(w: AnalyticsWindow, id: string) {
  // gtag.js reads the Arguments objects themselves from the data layer.
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js needs the Arguments object itself
    w.dataLayer.push(arguments)
  }
  w.gtag('js', new Date())
  w.gtag('config', id, { send_page_view: false })
  loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`)
}

export function installPixel(w: AnalyticsWindow, id: string) {
  const pixel = function (...args: unknown[]) {
    if (pixel.callMethod) pixel.callMethod(...args)
    else pixel.queue.push(args)
  } as Pixel
  Object.assign(pixel, { queue: [], loaded: true, version: '2.0' })
  pixel.push = pixel
  w.fbq = w._fbq = pixel
  pixel('init', id)
  loadScript('https://connect.facebook.net/en_US/fbevents.js')
}
