import { Fragment } from 'react'

/** A numeric range such as 24-48, 80-90% or 7-14: a line must never break after its hyphen. */
const RANGE = /(\d[\d,.]*%?-\d[\d,.]*%?[a-z]*)/

/** The text as written, with each numeric range kept on one line. */
export function KeepRanges({ text }: { text: string }) {
  const parts = text.split(RANGE)
  if (parts.length === 1) return text
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  )
}
