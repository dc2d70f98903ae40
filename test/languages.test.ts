// Language tags, Accept-Language parsing and RFC 4647 lookup, and fallback chains: pure functions.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  canonicalLanguageCode,
  chainFor,
  lookupLanguage,
  parseAcceptLanguage,
  parseFallbackChains,
} from '../src/rules/languages.js'

const KNOWN = ['nb-NO', 'nn-NO', 'en-US']
const lookup = (header: string | undefined) => lookupLanguage(parseAcceptLanguage(header), KNOWN, 'nb-NO')

describe('language codes', () => {
  it('canonicalises well-formed BCP 47 tags and refuses malformed ones', () => {
    assert.equal(canonicalLanguageCode('da-dk'), 'da-DK')
    assert.equal(canonicalLanguageCode('SR-latn-rs'), 'sr-Latn-RS')
    for (const bad of ['', 'nb_NO', ' nb-NO', 'x', 'nb-NO ', 'toolonglanguage']) {
      assert.equal(canonicalLanguageCode(bad), undefined, bad)
    }
  })
})

describe('Accept-Language', () => {
  it('orders ranges by q-value, keeping header order among equals, and drops q=0', () => {
    assert.deepEqual(parseAcceptLanguage('en-US;q=0.5, nn-NO, nb-NO;q=0.8, da;q=0, sv'), [
      { range: 'nn-NO', q: 1 },
      { range: 'sv', q: 1 },
      { range: 'nb-NO', q: 0.8 },
      { range: 'en-US', q: 0.5 },
    ])
  })

  it('treats a malformed header as absent', () => {
    for (const header of [
      'nn-NO;q=2',
      'nn-NO;q=abc',
      'nn_NO',
      'nn-NO;level=1',
      '12-34',
      `${'a,'.repeat(600)}`,
      '"nn"',
    ]) {
      assert.deepEqual(parseAcceptLanguage(header), [], header)
    }
    assert.deepEqual(parseAcceptLanguage(undefined), [])
  })

  it('looks up the best known language, truncating ranges and widening a bare language', () => {
    assert.equal(lookup('nn-NO'), 'nn-NO')
    assert.equal(lookup('NN-no'), 'nn-NO')
    assert.equal(lookup('en-US-x-private'), 'en-US')
    assert.equal(lookup('nn-NO-u-ca-gregory'), 'nn-NO')
    assert.equal(lookup('nn'), 'nn-NO', 'a bare language matches its regional tag')
    assert.equal(lookup('de-DE, en;q=0.9, nb;q=0.8'), 'en-US')
    assert.equal(lookup('sv-SE;q=1, nn-NO;q=0.1'), 'nn-NO')
    assert.equal(lookup('*'), 'nb-NO', 'the wildcard takes the default')
    assert.equal(lookup('de-DE, fr'), undefined, 'no match: the caller uses the default')
    assert.equal(lookup('nn-NO;q=0, en-US;q=0.2'), 'en-US', 'q=0 means not acceptable')
    assert.equal(lookup('no'), undefined, '"no" is not nb-NO: Norwegian chains are explicit')
  })
})

describe('fallback chains', () => {
  it('puts the language first, then its configured fallbacks, else the default', () => {
    const chains = parseFallbackChains('nn-NO:nb-NO,en-US;nb-NO:nn-NO,en-US;en-US:nb-NO,nn-NO')

    assert.deepEqual(chainFor('nn-NO', chains, 'nb-NO'), ['nn-NO', 'nb-NO', 'en-US'])
    assert.deepEqual(chainFor('en-US', chains, 'nb-NO'), ['en-US', 'nb-NO', 'nn-NO'])
    assert.deepEqual(chainFor('da-DK', chains, 'nb-NO'), ['da-DK', 'nb-NO'])
    assert.deepEqual(chainFor('nb-NO', new Map(), 'nb-NO'), ['nb-NO'])
  })
})
