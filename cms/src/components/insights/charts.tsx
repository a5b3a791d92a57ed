'use client'
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

/**
 * The dashboard's charts (Recharts, decision 057), loaded on demand. Each is a picture with a name for screen readers;
 * the same numbers are in the table beside it, which is what a screen reader reads.
 */

/** Colours that keep 3:1 against white and each other's neighbours (WCAG 1.4.11). */
const SERIES_COLOURS = ['#1f5fa8', '#b3541e', '#2e7d32', '#7b1fa2', '#8d6e00', '#00796b', '#5d4037']

export interface Series {
  key: string
  label: string
}

export default function StackedBars({
  title,
  data,
  xKey,
  series,
}: {
  title: string
  data: ReadonlyArray<Record<string, string | number>>
  xKey: string
  series: readonly Series[]
}) {
  return (
    <div role="img" aria-label={title} style={{ width: '100%', height: 260 }}>
      <ResponsiveContainer>
        <BarChart data={[...data]} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey={xKey} tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={36} />
          <Tooltip />
          {series.length > 1 ? <Legend /> : null}
          {series.map((item, index) => (
            <Bar
              key={item.key}
              dataKey={item.key}
              name={item.label}
              stackId="all"
              fill={SERIES_COLOURS[index % SERIES_COLOURS.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
