// @vitest-environment jsdom
import type { Media, WelcomeBlock } from '@dealer/cms-contract'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { welcomeParagraphs, WelcomeBlockView } from './Component'

afterEach(cleanup)

const photo: Media = {
  id: 3,
  alt: 'Our Cleveland showroom at dusk',
  filename: 'showroom.jpg',
  width: 1600,
  height: 1067,
  updatedAt: '2026-11-01T00:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
  sizes: { card: { filename: 'showroom-768x512.webp', width: 768, height: 512 } },
}

const block: WelcomeBlock = {
  blockType: 'welcome',
  id: 'w1',
  heading: 'Welcome to Bayside Toyota',
  text: 'Family owned on the Redlands coast since 1994.\n\nNew, demo and used cars, with service and parts under one roof.\r\n\r\n',
  image: photo,
  carsLink: '/search',
  contactLink: '/contact',
}

describe('WelcomeBlockView', () => {
  it('shows the heading, the text in paragraphs, and View Our Cars then Contact Us', () => {
    render(<WelcomeBlockView block={block} data={null} />)
    const section = screen.getByRole('region', { name: 'Welcome to Bayside Toyota' })
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Welcome to Bayside Toyota')
    expect([...section.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Family owned on the Redlands coast since 1994.',
      'New, demo and used cars, with service and parts under one roof.',
    ])
    const links = within(section).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['View Our Cars', '/search'],
      ['Contact Us', '/contact'],
    ])
    expect(links[0].classList.contains('button--primary')).toBe(true)
    expect(links[1].classList.contains('button--primary')).toBe(false)
  })

  it('shows the picture with its alt text, its size reserved and loaded lazily', () => {
    render(<WelcomeBlockView block={block} data={null} />)
    const image = screen.getByRole('img', { name: 'Our Cleveland showroom at dusk' })
    expect(image.getAttribute('src')).toBe('/media/showroom.jpg')
    expect(image.getAttribute('srcset')).toBe('/media/showroom-768x512.webp 768w, /media/showroom.jpg 1600w')
    expect(image.getAttribute('sizes')).toBeTruthy()
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('loading')]).toEqual(['1600', '1067', 'lazy'])
  })

  it('shows no picture when there is none, or it was not loaded', () => {
    for (const image of [null, undefined, 3]) {
      render(<WelcomeBlockView block={{ ...block, image }} data={null} />)
      expect(screen.queryByRole('img')).toBeNull()
      expect(screen.getByRole('link', { name: 'View Our Cars' })).toBeTruthy()
      cleanup()
    }
  })

  it('keeps a single line break inside a paragraph as a line break', () => {
    const { container } = render(<WelcomeBlockView block={{ ...block, text: 'Open 7 days\nSaturday 8 am to 4 pm' }} data={null} />)
    const paragraphs = container.querySelectorAll('p')
    expect(paragraphs).toHaveLength(1)
    expect(paragraphs[0].querySelectorAll('br')).toHaveLength(1)
    expect(paragraphs[0].textContent).toBe('Open 7 daysSaturday 8 am to 4 pm')
  })
})

describe('welcomeParagraphs', () => {
  it('splits on blank lines (even ones holding spaces), trims, and drops empty paragraphs', () => {
    expect(welcomeParagraphs('  One.\n \nTwo,\n  still two.\n\n\n\nThree.\n')).toEqual([['One.'], ['Two,', 'still two.'], ['Three.']])
    expect(welcomeParagraphs('')).toEqual([])
  })
})
