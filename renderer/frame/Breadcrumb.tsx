import type { Crumb } from './breadcrumb-trail'

export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mx-auto max-w-6xl px-4 pt-4 md:px-6 print:hidden">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
        {trail.map((crumb, i) => {
          const isLast = i === trail.length - 1
          return (
            <li key={`${i}-${crumb.label}`} className="flex items-center gap-1.5">
              {isLast ? (
                <span aria-current="page" className="font-medium text-foreground">
                  {crumb.label}
                </span>
              ) : crumb.href ? (
                <a href={crumb.href} className="inline-block py-1.5 hover:text-primary">
                  {crumb.label}
                </a>
              ) : (
                <span>{crumb.label}</span>
              )}
              {!isLast && <span aria-hidden="true">/</span>}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
