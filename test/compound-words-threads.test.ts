// The compounds' words handed to another thread (src/store/search-dictionary.ts): a SQLite store's writer
// thread is given the main thread's words as data, and splits with them without reading the lists. Its own
// file: it needs a process where nothing has read them yet.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads'
import {
  compoundWordsRead,
  HUNSPELL_NO,
  provideCompoundWords,
  searchCompounds,
} from '../src/store/search-dictionary.js'

const compounds = searchCompounds(HUNSPELL_NO)

describe('the compounds’ words handed to another thread', {
  skip: compounds ? false : 'hunspell-no is not installed',
}, () => {
  it('are data only once read, and split there as here without the lists', () => {
    assert.equal(compoundWordsRead(HUNSPELL_NO), undefined, 'not read yet: nothing to hand on, nothing read')
    assert.equal(compounds?.readWords, undefined)
    compounds?.load()
    const shared = compoundWordsRead(HUNSPELL_NO)
    assert.ok(shared)
    assert.equal(shared.fingerprint, compounds?.fingerprint)
    // Across a port, as workerData crosses to a thread; under lists that do not exist, so that a reading of
    // files would find none and the thread would have no decompounder.
    const { port1, port2 } = new MessageChannel()
    port1.postMessage(shared)
    const received = receiveMessageOnPort(port2)?.message
    port1.close()
    const elsewhere = ['/nonexistent/nb_NO.dic']
    provideCompoundWords(elsewhere, received)
    const handed = searchCompounds(elsewhere)
    assert.ok(handed, 'a decompounder of the words handed over')
    for (const word of [
      'søknadsskjemaet',
      'personvernerklæring',
      'parkeringstillatelse',
      'kvittering',
      'hus',
    ]) {
      assert.deepEqual(handed.split(word), compounds?.split(word), word)
    }
    assert.deepEqual(handed.split('søknadsskjemaet'), ['søknad', 'skjemaet'])
    assert.equal(searchCompounds(['/nonexistent/nn_NO.dic']), undefined, 'lists not there, and none handed')
  })
})
