// The one windowing helper that listings, dumps and language bundles read by (store/id-windows.ts).
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  alignedWindow,
  alignedWindowsUpTo,
  idWindows,
  readAhead,
  windowIndexOf,
} from '../src/store/id-windows.js'

describe('windows of content ids', () => {
  it('covers the ids after the cursor up to the last id, the last window cut short', () => {
    assert.deepEqual(idWindows(0, 7, 3), [
      [1, 3],
      [4, 6],
      [7, 7],
    ])
    assert.deepEqual(idWindows(5, 7, 3), [[6, 7]])
    assert.deepEqual(idWindows(7, 7, 3), [])
  })

  it('aligns bundle windows at id 1 and finds the window of an id', () => {
    assert.deepEqual(alignedWindow(0, 10_000), { first: 1, last: 10_000 })
    assert.deepEqual(alignedWindow(2, 10_000), { first: 20_001, last: 30_000 })
    assert.equal(windowIndexOf(10_000, 10_000), 0)
    assert.equal(windowIndexOf(10_001, 10_000), 1)
    assert.deepEqual(alignedWindowsUpTo(20_001, 10_000), [0, 1, 2])
    assert.deepEqual(alignedWindowsUpTo(0, 10_000), [])
  })

  it('reads a few windows ahead, yields in order and skips empty ones', async () => {
    let reading = 0
    let most = 0
    const read = async (n: number) => {
      most = Math.max(most, ++reading)
      await new Promise((resolve) => setTimeout(resolve, 5 - n))
      reading--
      return n === 2 ? [] : [n]
    }
    const batches: number[][] = []
    for await (const batch of readAhead([1, 2, 3, 4], read, 2)) batches.push(batch)
    assert.deepEqual(batches, [[1], [3], [4]])
    assert.equal(most, 2)
  })
})
