import { Type, type Static } from '@sinclair/typebox'
import { Defaulted, blockSchema } from '../define'
import { Link, Text } from '../shared/fields'

/** What a blog card and the Article structured data need; the article page holds it once. */
export const ArticleMeta = {
  title: Text('Article title: the H1 of the page and the title of its blog card'),
  excerpt: Type.String({
    minLength: 50,
    maxLength: 300,
    description: 'One- or two-sentence summary, shown under the title and on the blog card',
  }),
  author: Defaulted(
    Text('Author shown under the title and on the blog card'),
    '{brand} Expert Team',
  ),
  publishDate: Type.String({
    format: 'date',
    description: 'Publish date as YYYY-MM-DD; shown in long US format, e.g. January 15, 2024',
    examples: ['2024-01-15'],
  }),
  tags: Type.Array(Text('Topic tag'), {
    minItems: 1,
    uniqueItems: true,
    description: 'Topic tags; the blog card shows the first three',
  }),
}

export const ArticleBodySchema = blockSchema(
  'article-body',
  {
    ...ArticleMeta,
    body: Text(
      'The article text, one element per line: "# " heading, "## " subheading, a line wrapped in ' +
        '** ** in bold, "- " bullets, a line wrapped in * * as an italic note, other lines ' +
        'paragraphs (a blank line separates paragraphs). **text** inside a line is bold.',
    ),
    backLink: Defaulted(Link, { label: 'Back to Blog', href: '/blog' }),
  },
  {
    title: 'Blog article',
    description:
      'A blog article: title (the page H1), date, author, tags and body; the blog index reads its card from here',
  },
)
export type ArticleBodyData = Static<typeof ArticleBodySchema>
