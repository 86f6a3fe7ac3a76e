import type { Site } from '../lib/site/schema'
import type { ContentIssue } from './issues'
import type { ValidPage } from './validate-page'
import type { YamlSource } from './yaml-source'

export interface LoadedPage extends ValidPage {
  route: string
  file: string
}

export interface SiteContent {
  site: Site
  pages: LoadedPage[]
}

/** One parsed content file; `data` is its plain value (validation fills in defaults there). */
export interface ContentFile {
  file: string
  source: YamlSource
  data: unknown
  /** Header and YAML syntax problems found while reading. */
  issues: ContentIssue[]
  /** False when the file is not valid YAML: it is then not validated further. */
  parsed: boolean
}

export type PageFile = ContentFile & { route: string }

/** Every file the site is made of, read and parsed but not yet validated. */
export interface ContentFiles {
  /** The folder holding content/ and public/. */
  root: string
  site: ContentFile
  pages: PageFile[]
  /** Paths under public/, e.g. `/og.png`. */
  publicFiles: string[]
}
