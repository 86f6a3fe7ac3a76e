/**
 * The mini form's failure, in the form by its button: a toast would cover the popup's heading
 * and Close button on a phone. `role="alert"` announces it.
 */
export function SendFailure({ phoneDisplay }: { phoneDisplay: string }) {
  return (
    <p role="alert" className="rounded-md border border-destructive bg-destructive/15 p-3 text-sm">
      <strong className="block font-semibold">Something went wrong</strong>
      Please try again or call {phoneDisplay}
    </p>
  )
}
