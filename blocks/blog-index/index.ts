import { createElement } from 'react'
import { defineBlock, type BlockProps } from '../define'
import { BlogIndex } from './BlogIndex'
import { BlogIndexSchema } from './schema'
import { siteArticles } from './site-articles'
import { blogJsonLd } from './json-ld'

type Props = BlockProps<typeof BlogIndexSchema>

const articlesOf = ({ featured, recent }: Props) =>
  siteArticles([featured, ...recent].map((article) => article.href))

function BlogIndexOfSite(props: Props) {
  return createElement(BlogIndex, { ...props, articles: articlesOf(props) })
}

export const blogIndexBlock = defineBlock({
  schema: BlogIndexSchema,
  Component: BlogIndexOfSite,
  structuredData: (props) => [blogJsonLd(articlesOf(props), props.ctx)],
})
