import { Type } from '@sinclair/typebox'
import { Defaulted, blockSchema } from '../define'
import { Text } from '../shared/fields'

export const ArticleId = Type.String({
  pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
  description:
    'Id of an article: its page is content/pages/blog/<id>.yaml (route /blog/<id>), whose article-body block holds the title, date, author, excerpt and tags',
  examples: ['stop-foreclosure-guide'],
})

export const BlogIndexSchema = blockSchema(
  'blog-index',
  {
    featuredTitle: Defaulted(Text('Heading above the featured article'), 'Featured Article'),
    featured: ArticleId,
    recentTitle: Defaulted(Text('Heading above the grid of recent articles'), 'Recent Articles'),
    recent: Type.Array(ArticleId, {
      minItems: 1,
      uniqueItems: true,
      description: 'Ids of the articles in the grid, in display order',
    }),
    readMoreLabel: Defaulted(Text('Text after each card, shown as a link cue'), 'Read Article'),
  },
  {
    title: 'Blog index',
    description:
      'The featured article and a grid of recent articles; each card is read from the article page, so it is written once',
  },
)
