import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { BlockProps } from '../define'
import { useIslandId } from '../shared/island-id'
import type { CalculatorSchema } from './schema'
import {
  LTV,
  caretAfterDigits,
  computeEquity,
  formatAmountInput,
  formatUsd,
  parseAmount,
} from './equity'
import { cn } from '../../lib/cn'
import { Section } from '../shared/ui/section'
import { Card } from '../shared/ui/card'
import { Button } from '../shared/ui/button'
import { ActionButton } from '../shared/ui/action-button'
import { trackConversion, trackEvent } from '../../lib/analytics/track'
import { TextField } from '../shared/ui/form-field'

type Result = ReturnType<typeof computeEquity>

export function Calculator(props: BlockProps<typeof CalculatorSchema>) {
  const { id, eyebrow, title, intro, cta } = props
  const uid = useIslandId()
  const [homeValue, setHomeValue] = useState('')
  const [balance, setBalance] = useState('')
  const [ltv, setLtv] = useState<number>(LTV.default)
  const [result, setResult] = useState<Result | null>(null)
  const started = useRef(false)
  const resultHeading = useRef<HTMLHeadingElement>(null)
  const homeInput = useRef<HTMLInputElement>(null)
  const balanceInput = useRef<HTMLInputElement>(null)
  const ltvInput = useRef<HTMLInputElement>(null)
  /** Keyboard focus follows the view switch: to the result, or back to the first field. */
  const switched = useRef(false)

  useEffect(() => {
    if (!switched.current) return
    switched.current = false
    ;(result ? resultHeading.current : homeInput.current)?.focus()
  }, [result])

  function onInput(setter: (value: string) => void, value: string) {
    if (!started.current) {
      started.current = true
      trackEvent('calculator_start', { category: 'calculator', label: title })
    }
    setter(value)
  }

  /** Where the caret goes once a reformatted amount is on screen: after the same digit. */
  const caret = useRef<{ input: HTMLInputElement; digits: number } | null>(null)
  useLayoutEffect(() => {
    const pending = caret.current
    caret.current = null
    if (!pending || document.activeElement !== pending.input) return
    const position = caretAfterDigits(pending.input.value, pending.digits)
    pending.input.setSelectionRange(position, position)
  })

  /** Shows the amount as currency while typing ("450000" reads "$450,000"). */
  function onAmount(setter: (value: string) => void, input: HTMLInputElement) {
    const raw = input.value
    const digits = raw.slice(0, input.selectionStart ?? raw.length).replace(/\D/g, '').length
    const formatted = formatAmountInput(raw)
    if (formatted !== raw) caret.current = { input, digits }
    onInput(setter, formatted)
  }

  useEffect(() => {
    // Figures typed before hydration are only in the DOM: adopt them.
    const home = formatAmountInput(homeInput.current?.value ?? '')
    const owed = formatAmountInput(balanceInput.current?.value ?? '')
    const typedLtv = ltvInput.current?.value ?? String(LTV.default)
    if (home) onInput(setHomeValue, home)
    if (owed) onInput(setBalance, owed)
    if (typedLtv !== String(LTV.default)) onInput((v) => setLtv(Number(v)), typedLtv)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, [])

  function calculate() {
    const computed = computeEquity(parseAmount(homeValue), parseAmount(balance), ltv)
    setResult(computed)
    trackEvent('calculator_use', {
      category: 'calculator',
      label: title,
      value: computed.available_equity,
    })
    trackConversion('CalculatorComplete', {
      custom: { available_equity: computed.available_equity },
    })
    switched.current = true
  }

  function reset() {
    setHomeValue('')
    setBalance('')
    setLtv(LTV.default)
    setResult(null)
    switched.current = true
  }

  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro}>
      <Card className="mx-auto grid max-w-xl gap-8 md:max-w-4xl md:grid-cols-2">
        <form
          onSubmit={(event) => {
            event.preventDefault()
            calculate()
          }}
          className={cn('grid content-start gap-5', result && 'max-md:hidden')}
        >
          <TextField
            id={`${uid}-home`}
            label={props.homeValueLabel}
            ref={homeInput}
            inputMode="numeric"
            autoComplete="off"
            placeholder="$450,000"
            value={homeValue}
            onChange={(e) => onAmount(setHomeValue, e.target)}
          />
          <TextField
            id={`${uid}-balance`}
            label={props.balanceLabel}
            ref={balanceInput}
            inputMode="numeric"
            autoComplete="off"
            placeholder="$250,000"
            value={balance}
            onChange={(e) => onAmount(setBalance, e.target)}
          />
          <div>
            <div className="flex items-baseline justify-between gap-4 text-sm font-medium">
              <label htmlFor={`${uid}-ltv`}>{props.ltvLabel}</label>
              <output htmlFor={`${uid}-ltv`} className="font-semibold text-primary">
                {`${ltv}%`}
              </output>
            </div>
            <input
              id={`${uid}-ltv`}
              ref={ltvInput}
              type="range"
              min={LTV.min}
              max={LTV.max}
              step={LTV.step}
              value={ltv}
              aria-valuetext={`${ltv}%`}
              onChange={(e) => onInput((v) => setLtv(Number(v)), e.target.value)}
              className="mt-2 w-full accent-primary"
            />
          </div>
          <Button
            type="submit"
            size="lg"
            className="disabled:bg-muted disabled:text-muted-foreground disabled:opacity-100"
            disabled={homeValue.trim() === '' || balance.trim() === ''}
          >
            Calculate
          </Button>
        </form>
        <div className={cn('md:border-l md:border-border md:pl-8', !result && 'max-md:hidden')}>
          {result ? (
            <div aria-live="polite">
              <h3 ref={resultHeading} tabIndex={-1} className="text-lg font-semibold outline-none">
                Your estimate
              </h3>
              <dl className="mt-4 grid gap-4">
                <div className="rounded-lg bg-primary/10 p-4">
                  <dt className="text-sm text-muted-foreground">{props.availableLabel}</dt>
                  <dd className="text-3xl font-bold text-primary" data-testid="available-equity">
                    {formatUsd(result.available_equity)}
                  </dd>
                </div>
                <div className="rounded-lg bg-muted p-4">
                  <dt className="text-sm text-muted-foreground">{props.totalLabel}</dt>
                  <dd className="text-2xl font-semibold" data-testid="total-equity">
                    {formatUsd(result.total_equity)}
                  </dd>
                </div>
              </dl>
              <p className="mt-4 text-xs text-muted-foreground">{props.note}</p>
              <div className="mt-6 flex flex-col gap-3 sm:flex-row">
                <Button variant="outline" onClick={reset}>
                  Calculate Again
                </Button>
                {cta && <ActionButton button={cta} />}
              </div>
            </div>
          ) : (
            <p className="text-muted-foreground md:pt-6">{props.resultPrompt}</p>
          )}
        </div>
      </Card>
    </Section>
  )
}
