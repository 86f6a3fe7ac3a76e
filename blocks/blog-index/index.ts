import { defineBlock } from '../define'
import { BlogIndex } from './BlogIndex'
import { BlogIndexSchema } from './schema'
import { pickArticles } from './article-cards'
import { blogJsonLd } from './json-ld'

export const blogIndexBlock = defineBlock({
  schema: BlogIndexSchema,
  Component: BlogIndex,
  resolve: ({ featured, recent }, site) => ({
    articles: pickArticles(
      [featured, ...recent].map((article) => article.href),
      site.pages,
    ),
  }),
  structuredData: (props) => [blogJsonLd(props.articles, props.ctx)],
})
