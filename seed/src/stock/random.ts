import { seededRandom } from '@dealer/blocks/ui/seeded-random'

/** The blocks' seeded generator with the helpers a feed needs: the same seed always gives the same feed. */
export class SeededRandom {
  private readonly float: () => number

  constructor(seed: number) {
    this.float = seededRandom(seed)
  }

  /** A float in [0, 1). */
  next(): number {
    return this.float()
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  /** `count` distinct items in a random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items]
    const chosen: T[] = []
    while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0])
    return chosen
  }
}
