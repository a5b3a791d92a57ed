import type { ReactNode } from 'react'

/** A car's facts as label–value pairs, the one way the vehicle page's sections and the print page list them. */
export function FactList({ facts }: { facts: ReadonlyArray<{ label: string; value: ReactNode }> }) {
  return (
    <dl className="spec-list">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
