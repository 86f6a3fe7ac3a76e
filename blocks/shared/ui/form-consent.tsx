import type { RenderContext } from '../../../lib/site/render-context'

/** The consent line under a form's button, from site.yaml `forms`. */
export function FormConsent({ forms }: { forms: RenderContext['forms'] }) {
  const link = forms.consentLink
  // One text node before the link: React's server HTML would split two with a comment.
  return (
    <p className="text-xs leading-relaxed text-muted-foreground">
      {link ? `${forms.consent} ` : forms.consent}
      {link && (
        <a href={link.href} className="underline underline-offset-2">
          {link.label}
        </a>
      )}
    </p>
  )
}
