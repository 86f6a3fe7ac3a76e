/** Event and conversion names and values of the specification (section 9). */
export const EVENTS = [
  'form_submit',
  'form_start',
  'form_field_focus',
  'phone_click',
  'calculator_start',
  'calculator_use',
  'page_view',
] as const
export type EventName = (typeof EVENTS)[number]

export const CONVERSIONS = { Lead: 50, Contact: 75, CalculatorComplete: 25 } as const
export type ConversionName = keyof typeof CONVERSIONS
export const DEFAULT_CURRENCY = 'USD'
