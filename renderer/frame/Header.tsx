import type { Site } from '../../lib/site/schema'
import { cn } from '../../lib/cn'
import { ButtonLink, buttonVariants } from '../../blocks/shared/ui/button'
import { Icon, Svg } from '../../blocks/shared/ui/icon'
import { ActionButton } from '../../blocks/shared/ui/action-button'
import { NavLinks } from './NavLinks'
import { callButton } from './call-button'
import { telHref } from '../../lib/site/phone'
import { navLinkStates } from './active-link'
import { siteWideHtml } from './site-wide-html'

const MENU_ID = 'site-menu'

interface HeaderProps {
  site: Site
  path: string
}

/** The site header; its markup is made once for all pages whose navigation looks the same. */
export function Header({ site, path }: HeaderProps) {
  const states = navLinkStates(
    site.header.nav.map((link) => link.href),
    path,
  )
  return (
    <header
      className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur print:hidden"
      dangerouslySetInnerHTML={siteWideHtml(site, `header ${states}`, () => (
        <HeaderContent site={site} path={path} />
      ))}
    />
  )
}

/** What the header holds: the bar, and the menu drawer of narrow screens. */
export function HeaderContent({ site, path }: HeaderProps) {
  const { nav, cta } = site.header
  const tel = telHref(site.phone.e164)
  return (
    <>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 md:px-6">
        <a
          href="/"
          className="flex items-center gap-2 text-lg font-bold"
          aria-label={`${site.brand}, home`}
        >
          <Icon name="home" className="size-6 text-primary" />
          <span>{site.brand}</span>
        </a>
        <NavLinks
          label="Main"
          links={nav}
          path={path}
          className="hidden xl:block"
          listClassName="flex items-center gap-1"
        />
        <div className="flex items-center gap-2">
          <a
            href={tel}
            data-context="header"
            className="hidden items-center gap-2 text-sm font-semibold text-primary sm:flex"
          >
            <Icon name="phone" className="size-4" />
            <span>{site.phone.display}</span>
          </a>
          <ButtonLink href={cta.href} className="hidden md:inline-flex">
            {cta.label}
          </ButtonLink>
          <button
            type="button"
            className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'xl:hidden')}
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-controls={MENU_ID}
            {...{ commandfor: MENU_ID, command: 'show-modal' }}
          >
            <Svg drawing="menu" className="size-6" />
          </button>
        </div>
      </div>
      <dialog
        id={MENU_ID}
        aria-label="Menu"
        data-drawer
        className="drawer m-0 ml-auto h-dvh max-h-none w-80 max-w-[85vw] border-l border-border bg-background p-0 text-foreground"
        {...{ closedby: 'any' }}
      >
        <div className="flex h-full flex-col gap-6 p-6">
          <div className="flex items-center justify-between">
            <span className="font-bold">{site.brand}</span>
            <form method="dialog">
              <button
                className={buttonVariants({ variant: 'ghost', size: 'icon' })}
                aria-label="Close menu"
              >
                <Svg drawing="close" className="size-6" />
              </button>
            </form>
          </div>
          <NavLinks
            label="Mobile"
            links={nav}
            path={path}
            listClassName="flex flex-col gap-1"
            linkClassName="block text-base"
          />
          <div className="mt-auto flex flex-col gap-3">
            <ButtonLink href={cta.href} size="lg">
              {cta.label}
            </ButtonLink>
            <ActionButton button={callButton(site, 'mobile-menu')} size="lg" />
          </div>
        </div>
      </dialog>
    </>
  )
}
