/**
 * Runs jobs one at a time, taking turns between lanes (one lane per API key): a key with fifty requests waiting gets one
 * turn, then the next key gets one. Answering a query is synchronous work in this one process, so without turns a
 * flood from one site's key would make every other site's query wait behind the whole flood; with them, another
 * site's query waits for at most one job per busy key. Between jobs the event loop runs, so requests arriving
 * meanwhile join their lanes before the next turn.
 */
export class FairQueue {
  /** Lanes with work, in turn order; a Map keeps insertion order, and a lane goes to the back after its turn. */
  private readonly lanes = new Map<string, Array<() => void>>()
  private scheduled = false

  /** `maxWaitingPerLane` bounds what one lane holds (each job holds its parsed request), so memory stays bounded too. */
  constructor(private readonly maxWaitingPerLane: number) {}

  /** Queues `job` in `lane`, to run on the lane's turn; false, and nothing queued, when the lane is full. Jobs catch their own errors. */
  run(lane: string, job: () => void): boolean {
    const queued = this.lanes.get(lane)
    if (queued && queued.length >= this.maxWaitingPerLane) return false
    if (queued) queued.push(job)
    else this.lanes.set(lane, [job])
    this.schedule()
    return true
  }

  private schedule(): void {
    if (this.scheduled) return
    this.scheduled = true
    setImmediate(() => this.takeTurn())
  }

  private takeTurn(): void {
    this.scheduled = false
    const next = this.lanes.entries().next()
    if (next.done) return
    const [lane, jobs] = next.value
    const job = jobs.shift()
    this.lanes.delete(lane)
    if (jobs.length > 0) this.lanes.set(lane, jobs)
    if (this.lanes.size > 0) this.schedule()
    job?.()
  }
}
