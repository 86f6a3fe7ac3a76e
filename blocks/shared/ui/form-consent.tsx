import type { RenderContext } from '../../../lib/site/render-context'

/** The consent line under a form's button, from site.yaml `forms`. */
export function FormConsent({ forms }: { forms: RenderContext['forms'] }) {
  return (
    <p className="text-xs leading-relaxed text-muted-foreground">
      {forms.consent}
      {forms.consentLink && (
        <>
          {' '}
          <a href={forms.consentLink.href} className="underline underline-offset-2">
            {forms.consentLink.label}
          </a>
        </>
      )}
    </p>
  )
}
