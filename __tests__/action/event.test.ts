/** The workflow run's event: read from GITHUB_EVENT_PATH, and whether it is a pull request from a fork. */
import { describe, expect, it } from '@jest/globals'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { isForkPullRequest, readWorkflowEvent, type WorkflowEvent } from '../../src/action/event.js'

describe('readWorkflowEvent', () => {
  it('reads the name and the payload file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'event-'))
    try {
      const file = path.join(dir, 'event.json')
      await writeFile(file, JSON.stringify({ pull_request: { number: 7 } }))
      expect(
        readWorkflowEvent({ GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: file })
      ).toEqual({ name: 'pull_request', payload: { pull_request: { number: 7 } } })
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('gives an empty payload without a file, for an absent file, bad JSON or a non-object', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'event-'))
    try {
      expect(readWorkflowEvent({})).toEqual({ name: '', payload: {} })
      const missing = path.join(dir, 'missing.json')
      expect(readWorkflowEvent({ GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: missing })).toEqual({
        name: 'push',
        payload: {}
      })
      for (const content of ['{not json', 'null', '42']) {
        const file = path.join(dir, 'event.json')
        await writeFile(file, content)
        expect(readWorkflowEvent({ GITHUB_EVENT_PATH: file }).payload).toEqual({})
      }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe('isForkPullRequest', () => {
  function event(
    name: string,
    head: { full_name?: string } | null | undefined,
    base = 'acme/widgets'
  ): WorkflowEvent {
    return {
      name,
      payload: {
        pull_request: {
          number: 1,
          head: head === undefined ? {} : { repo: head },
          base: { repo: { full_name: base } }
        }
      }
    }
  }

  it('is true when the head is in another repository, or its repository is gone', () => {
    expect(isForkPullRequest(event('pull_request', { full_name: 'someone/widgets' }))).toBe(true)
    expect(isForkPullRequest(event('pull_request', null))).toBe(true)
  })

  it('is false for a branch of the same repository, or when the names are not known', () => {
    expect(isForkPullRequest(event('pull_request', { full_name: 'acme/widgets' }))).toBe(false)
    expect(isForkPullRequest(event('pull_request', undefined))).toBe(false)
  })

  it('is false on pull_request_target, which runs in the base repository with its secrets', () => {
    expect(isForkPullRequest(event('pull_request_target', { full_name: 'someone/widgets' }))).toBe(
      false
    )
  })

  it('is false without a pull request', () => {
    expect(isForkPullRequest({ name: 'push', payload: {} })).toBe(false)
  })
})
