import { formatIssues } from '../content-engine/issues'
import { loadContent } from '../content-engine/load'

const { content, issues } = loadContent()
if (!content) {
  console.error(formatIssues(issues))
  process.exit(1)
}
const places = content.pages.filter((page) =>
  page.blocks.some((block) => block.type === 'city-landing' || block.type === 'state-cities'),
)
console.log(
  `content is valid: site.yaml and ${content.pages.length} pages; ${places.length} place pages free of other places' names, no near-duplicates, figures as declared`,
)
