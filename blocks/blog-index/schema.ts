import { Type } from '@sinclair/typebox'
import { Defaulted, blockSchema } from '../define'
import { Text } from '../shared/fields'

/** A link to an article page; the build checks it exists like any other link. */
export const ArticleLink = Type.Object(
  {
    href: Type.String({
      pattern: '^/blog/[a-z0-9]+(-[a-z0-9]+)*$',
      description:
        'Route of an article, /blog/<id>: its page content/pages/blog/<id>.yaml holds the article-body block with the title, date, author, excerpt and tags',
      examples: ['/blog/stop-foreclosure-guide'],
    }),
  },
  { additionalProperties: false },
)

export const BlogIndexSchema = blockSchema(
  'blog-index',
  {
    featuredTitle: Defaulted(Text('Heading above the featured article'), 'Featured Article'),
    featured: ArticleLink,
    recentTitle: Defaulted(Text('Heading above the grid of recent articles'), 'Recent Articles'),
    recent: Type.Array(ArticleLink, {
      minItems: 1,
      uniqueItems: true,
      description: 'The articles in the grid, in display order',
    }),
    readMoreLabel: Defaulted(Text('Text after each card, shown as a link cue'), 'Read Article'),
  },
  {
    title: 'Blog index',
    description:
      'The featured article and a grid of recent articles; each card is read from the article page, so it is written once',
  },
)
