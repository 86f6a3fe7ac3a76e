import { useEffect, useId, useRef } from 'react'
import type { ClientConfig } from '../client-config'
import { buttonVariants } from '../../blocks/shared/ui/button'
import { Svg } from '../../blocks/shared/ui/icon'
import { MiniContactForm } from './MiniContactForm'

/**
 * A modal <dialog>: focus stays inside and returns afterwards, Escape and a click on the
 * backdrop dismiss it; CSS slides it in over 500 ms and out over 300 ms.
 */
export function ExitIntentPopup({ config }: { config: ClientConfig }) {
  const { popup, phone } = config
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const close = () => dialog.current?.close()

  useEffect(() => {
    dialog.current?.showModal()
  }, [])

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      data-exit-popup
      className="exit-popup m-auto w-[calc(100%-2rem)] max-w-md rounded-xl border border-border bg-card p-0 text-card-foreground shadow-2xl"
      onClick={(event) => {
        if (event.target === event.currentTarget) close()
      }}
      {...{ closedby: 'any' }}
    >
      <div className="relative p-6 sm:p-8">
        <h2 id={titleId} className="pr-8 text-2xl font-bold tracking-tight">
          {popup.title}
        </h2>
        <p className="mt-2 mb-6 text-muted-foreground">{popup.description}</p>
        <MiniContactForm
          source="exit-intent-popup"
          path={location.pathname}
          forms={config.forms}
          offerGuide={popup.offerGuide}
          submitLabel={popup.submitLabel}
          phoneDisplay={phone.display}
          onSuccess={close}
        />
        <p className="mt-4 text-center text-sm text-muted-foreground">
          Prefer to talk? Call 24/7:{' '}
          <a href={phone.href} data-context="exit-popup" className="font-semibold text-primary">
            {phone.display}
          </a>
        </p>
        <button
          type="button"
          onClick={close}
          aria-label="Close"
          className={buttonVariants({
            variant: 'ghost',
            size: 'icon',
            className: 'absolute top-3 right-3',
          })}
        >
          <Svg drawing="close" className="size-5" />
        </button>
      </div>
    </dialog>
  )
}
