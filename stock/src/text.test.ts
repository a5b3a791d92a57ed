import { describe, expect, it } from 'vitest'
import { compareLabels, DEALER_COMMENTS_COLLAPSED_LENGTH, commentParagraphs, truncateText } from './text'

describe('truncateText', () => {
  it('leaves a text within the limit as it is', () => {
    expect(truncateText('Low kms, one owner.', 19)).toEqual({ text: 'Low kms, one owner.', truncated: false })
    expect(truncateText('', 10)).toEqual({ text: '', truncated: false })
  })

  it('cuts before the word the limit falls in, and adds an ellipsis', () => {
    // The limit (16) falls inside "owner".
    expect(truncateText('Low kms, one owner, full service history', 16)).toEqual({ text: 'Low kms, one…', truncated: true })
  })

  it('keeps a whole word that ends exactly at the limit', () => {
    expect(truncateText('Low kms, one owner, full service history', 18)).toEqual({ text: 'Low kms, one owner…', truncated: true })
  })

  it('drops punctuation and spaces left dangling at the cut', () => {
    expect(truncateText('Low kms, one owner, full service history', 20)).toEqual({ text: 'Low kms, one owner…', truncated: true })
    expect(truncateText('Finance available. Conditions apply.', 19)).toEqual({ text: 'Finance available…', truncated: true })
  })

  it('cuts inside a word when no space lies within the last 20 characters', () => {
    const text = `Ref ${'x'.repeat(60)}`
    const cut = truncateText(text, 40)
    expect(cut).toEqual({ text: `Ref ${'x'.repeat(36)}…`, truncated: true })
  })

  it('never keeps more than the limit', () => {
    const comments = 'This vehicle has been fully inspected by our qualified technicians and comes with a roadworthy certificate. '.repeat(8)
    const cut = truncateText(comments, DEALER_COMMENTS_COLLAPSED_LENGTH)
    expect(cut.truncated).toBe(true)
    expect(cut.text.length).toBeLessThanOrEqual(DEALER_COMMENTS_COLLAPSED_LENGTH + 1)
    expect(cut.text.length).toBeGreaterThan(DEALER_COMMENTS_COLLAPSED_LENGTH - 20)
    expect(comments.startsWith(cut.text.slice(0, -1))).toBe(true)
  })

  it('does not split an emoji', () => {
    expect(truncateText('Great 😀😀 car', 7)).toEqual({ text: 'Great…', truncated: true })
    expect(truncateText('😀😀😀', 3)).toEqual({ text: '😀…', truncated: true })
  })
})

describe('commentParagraphs', () => {
  it('splits on the pipe, trimming and dropping blank paragraphs', () => {
    expect(commentParagraphs(' One owner. | Full service history.|| Log books ')).toEqual(['One owner.', 'Full service history.', 'Log books'])
  })
  it('has no paragraphs for missing or blank comments', () => {
    expect(commentParagraphs(null)).toEqual([])
    expect(commentParagraphs(' | ')).toEqual([])
  })
})

describe('compareLabels', () => {
  const sorted = (labels: string[]) => [...labels].sort(compareLabels)
  it('orders numbers by value and ignores case and accents', () => {
    expect(sorted(['10', '2', '7'])).toEqual(['2', '7', '10'])
    expect(sorted(['Series 10', 'series 2', 'Series 1'])).toEqual(['Series 1', 'series 2', 'Series 10'])
    expect(compareLabels('Citroën', 'citroen')).toBe(0)
    expect(sorted(['Volvo', 'audi', 'BMW', 'Škoda'])).toEqual(['audi', 'BMW', 'Škoda', 'Volvo'])
  })
  it('orders as the en-AU collator does', () => {
    const collator = new Intl.Collator('en-AU', { numeric: true, sensitivity: 'base' })
    const labels = [
      'Hilux',
      'HiAce',
      'hilux',
      'i30',
      'I20',
      'X5',
      'X 5',
      'CX-5',
      'CX-30',
      'CX-9',
      'Model 3',
      'Model Y',
      '86',
      '2008',
      '308',
      'A3',
      'A4',
      'a10',
      'Mazda3',
      'Ranger',
      'RAV4',
      'Rav 4',
    ]
    const sign = (value: number) => Math.sign(value)
    for (const a of labels) for (const b of labels) expect(sign(compareLabels(a, b)), `${a} vs ${b}`).toBe(sign(collator.compare(a, b)))
  })
})
