import { Type } from '@sinclair/typebox'
import { blockSchema } from '../define'
import { Text } from '../shared/fields'

export const LegalTextSchema = blockSchema(
  'legal-text',
  {
    title: Text('The page heading (the H1), e.g. Privacy Policy'),
    updated: Type.String({
      format: 'date',
      description: 'Date of the last change as YYYY-MM-DD; shown as "Last updated"',
      examples: ['2026-11-01'],
    }),
    body: Text(
      'The text, one element per line as in a blog article: "# " heading, "## " subheading, ' +
        '"- " bullets, **bold**; a blank line separates paragraphs',
    ),
  },
  {
    title: 'Legal text',
    description: 'A policy or terms page: heading, last-updated date and plain structured text',
  },
)
