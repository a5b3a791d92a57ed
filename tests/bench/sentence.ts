/**
 * Smart search benchmark (issue 47): a 2,000-model vocabulary (100 makes of 20 models, with the demo's own among
 * them) compiled once, then shoppers' sentences read against it, timed one by one: p50, p99 and the worst per read
 * (target p99 under 5 ms), and the compile. `npm run bench:sentence`; needs no stack. Asserts nothing.
 */
import { performance } from 'node:perf_hooks'
import { compileSentenceVocabulary, readSearchSentence } from '@dealer/stock/search-sentence'

const SYLLABLES = ['ka', 'lo', 'mi', 'ran', 'tor', 'vi', 'sen', 'dra', 'qu', 'zel', 'pha', 'ri', 'no', 'tek', 'sol', 'ax']
const word = (seed: number, length: number) => Array.from({ length }, (_, index) => SYLLABLES[(seed * 7 + index * 13) % SYLLABLES.length]).join('')

const makes = ['Toyota', 'Mazda', 'Ford', 'Hyundai', 'Kia', ...Array.from({ length: 95 }, (_, index) => `${word(index, 3)} Motors`)]
const models = makes.flatMap((make, makeIndex) =>
  Array.from(
    { length: 20 },
    (_, index) =>
      `${make}:${index === 0 && make === 'Toyota' ? 'HiLux' : `${word(makeIndex * 20 + index, 2 + (index % 3))}${index % 4 === 0 ? ` ${index * 10}` : ''}`}`,
  ),
)
const started = performance.now()
const vocabulary = compileSentenceVocabulary({
  makes,
  models,
  bodies: ['Sedan', 'Hatch', 'SUV', 'Ute', 'Wagon', 'Coupe', 'Van', 'People Mover', 'Convertible', 'Cab Chassis'],
  colours: ['Glacier White', 'Crystal Pearl', 'Silver Sky', 'Graphite Grey', 'Eclipse Black', 'Soul Red', 'Deep Blue', 'Olive Green'],
  fuels: ['Petrol', 'Diesel', 'Hybrid', 'Electric', 'Plug-in Hybrid'],
  transmissions: ['Automatic', 'Manual'],
  drives: ['FWD', 'RWD', 'AWD', '4WD'],
  seats: ['2', '4', '5', '7', '8'],
})
const compileMs = performance.now() - started

const SENTENCES = [
  'white hilux under 40k auto',
  'family suv diesel 7 seats',
  'used white hilux sr5 2019+ under 50k',
  'diesel 4x4 ute under 40k low km',
  'I want a cheap automatic hatch for my daughter',
  'hybrid suv around $45k',
  'electric car under $150 a week',
  '2018-2020 corolla hatch under 80,000 km',
  'hilx with bull bar and snorkel',
  'toyta kalomi 20 manual',
  'something reliable and red between 20 and 30 grand',
  'a very long sentence with many words that name nothing at all but keep going on and on about the car I would like to buy one day',
]
const READS = 20_000
const timings: number[] = []
for (let index = 0; index < READS; index++) {
  const sentence = SENTENCES[index % SENTENCES.length]!
  const begun = performance.now()
  readSearchSentence(sentence, vocabulary, 2026)
  timings.push(performance.now() - begun)
}
timings.sort((a, b) => a - b)
const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!
console.log(`vocabulary: ${makes.length} makes, ${models.length.toLocaleString('en-AU')} models, compiled in ${compileMs.toFixed(1)} ms`)
console.log(
  `${READS.toLocaleString('en-AU')} reads of ${SENTENCES.length} sentences: p50 ${at(0.5).toFixed(3)} ms, p99 ${at(0.99).toFixed(3)} ms, worst ${timings.at(-1)!.toFixed(3)} ms`,
)
console.log(`e.g. "${SENTENCES[0]}" → ${JSON.stringify(readSearchSentence(SENTENCES[0]!, vocabulary, 2026))}`)
