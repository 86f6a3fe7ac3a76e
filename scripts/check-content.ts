import { formatIssues } from '../lib/content/issues'
import { loadContent } from '../lib/content/load'

const { content, issues } = loadContent()
if (!content) {
  console.error(formatIssues(issues))
  process.exit(1)
}
console.log(`content is valid: site.yaml and ${content.pages.length} pages`)
