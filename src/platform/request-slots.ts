/**
 * A bound on requests in flight, shared by every request of a listing: a counting semaphore whose
 * waiters are served in order, with a way to go first (the next page of a chain of pages, so that
 * the chain that feeds the others is never starved). Its gates stop sending once the listing has
 * failed.
 */
import type { RequestGate } from './dependency-pages.js'

/** Thrown by a gate to end work that would start after the listing's first error. */
export class Stopped extends Error {
  constructor() {
    super('stopped after an earlier error')
    this.name = 'Stopped'
  }
}

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

  /**
   * Holds a slot for each request sent through it; `first` puts the caller ahead of everyone
   * waiting. Once `failed()` is true a request is not sent: it throws {@link Stopped}.
   */
  gate(first: boolean, failed: () => boolean): RequestGate {
    return async send => {
      await this.acquire(first)
      try {
        if (failed()) throw new Stopped()
        return await send()
      } finally {
        this.release()
      }
    }
  }
}
