import type { Config } from 'vike/types'
import { getServedContent } from '../../content-engine/cache'
import { notFoundDocument } from '../../renderer/render-page'
import '../../renderer/styles.css'

const ErrorPage: Config['Page'] = ({ is404, urlPathname }) => {
  if (!is404) throw new Error(`Rendering ${urlPathname} failed`)
  return notFoundDocument(getServedContent(), urlPathname)
}

export default ErrorPage
