/**
 * A bound on requests in flight, shared by every request of a listing: a counting semaphore whose
 * waiters are served in order, with a way to go first (the next page of a chain of pages, so that
 * the chain that feeds the others is never starved).
 */
export class RequestSlots {
  private free: number
  private readonly waiting: (() => void)[] = []

  constructor(size: number) {
    this.free = size
  }

  acquire(first: boolean): Promise<void> {
    if (this.free > 0) {
      this.free--
      return Promise.resolve()
    }
    return new Promise(resolve => {
      if (first) this.waiting.unshift(resolve)
      else this.waiting.push(resolve)
    })
  }

  /** Hands the slot to the next waiter, if any. */
  release(): void {
    const next = this.waiting.shift()
    if (next) next()
    else this.free++
  }
}
