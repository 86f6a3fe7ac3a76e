import { defineBlock } from '../define'
import { ArticleBody } from './ArticleBody'
import { ArticleBodySchema } from './schema'
import { articleJsonLd } from './json-ld'

export const articleBodyBlock = defineBlock({
  schema: ArticleBodySchema,
  Component: ArticleBody,
  structuredData: ({ ctx, ...article }) => [articleJsonLd(article, ctx)],
})
