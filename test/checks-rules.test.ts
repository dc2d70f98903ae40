// The quality checks as pure rules (src/rules/checks/): each check's positive and negative cases, on texts
// whose warnings are worked out by hand. The HTTP tests (checks.test.ts) show them on writes.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { CheckInput } from '../src/rules/checks/check.js'
import { checkIcu } from '../src/rules/checks/icu.js'
import { checkText } from '../src/rules/checks/index.js'
import { checkMarkup } from '../src/rules/checks/markup.js'
import { checkMaxLength } from '../src/rules/checks/max-length.js'
import { checkNumbers } from '../src/rules/checks/numbers.js'
import { checkPlaceholders, placeholdersOf } from '../src/rules/checks/placeholders.js'
import { checkPlurals } from '../src/rules/checks/plurals.js'
import { checkPunctuation } from '../src/rules/checks/punctuation.js'
import { checkUrls } from '../src/rules/checks/urls.js'
import { checkWhitespace } from '../src/rules/checks/whitespace.js'

/** A translation into nn-NO of a nb-NO source. */
const pair = (text: string, source: string, maxLength?: number): CheckInput => ({
  target: { languageCode: 'nn-NO', text },
  source: { languageCode: 'nb-NO', text: source },
  ...(maxLength === undefined ? {} : { maxLength }),
})
/** A text with no source: the source text itself. */
const alone = (text: string, languageCode = 'nb-NO', maxLength?: number): CheckInput => ({
  target: { languageCode, text },
  ...(maxLength === undefined ? {} : { maxLength }),
})
const messages = (warnings: { message: string }[]) => warnings.map((w) => w.message)

describe('placeholders', () => {
  it("warns, naming it, when the translation lacks the source's {0}", () => {
    const warnings = checkPlaceholders(pair('Du har nye meldingar', 'Du har {0} nye meldinger'))
    assert.deepEqual(warnings, [
      {
        check: 'placeholders',
        languageCode: 'nn-NO',
        message: 'The source has the placeholder {0}; this text lacks it.',
      },
    ])
  })

  it('is quiet when every placeholder is kept, in any order', () => {
    const source = 'Hei {name}, du har %s og %(count)d og {{antal}} og %1$s'
    const text = '%1$s: {{antal}}, %(count)d, %s – hei {name}'
    assert.deepEqual(checkPlaceholders(pair(text, source)), [])
  })

  it('names an extra placeholder and a count that differs', () => {
    assert.deepEqual(messages(checkPlaceholders(pair('{0} og {0} og %d', '{0} og {1}'))), [
      'The source has the placeholder {1}; this text lacks it.',
      'This text has the placeholder %d, which the source does not have.',
      'This text has the placeholder {0} twice; the source has it once.',
    ])
  })

  it('reads %% as a percent sign and "50 % av" as no placeholder', () => {
    assert.deepEqual(placeholdersOf('100%% sikkert, 50 % av dei').list, [])
    assert.deepEqual(checkPlaceholders(pair('50 % av dei', '50 % av dem')), [])
  })

  it('does not take the words of plural branches for placeholders, and counts each once across branches', () => {
    const source = '{count, plural, one {# fil i {folder}} other {# filer i {folder}}}'
    const text = '{count, plural, one {# fil i {folder}} other {# filer i {folder}}}'
    assert.deepEqual(placeholdersOf(source).list.sort(), ['{count}', '{folder}', '{folder}'])
    assert.deepEqual(checkPlaceholders(pair(text, source)), [])
    // A language with more forms repeats {folder} in more branches: still the same placeholders.
    const polish =
      '{count, plural, one {# plik w {folder}} few {# pliki w {folder}} many {# plików w {folder}} other {# pliku w {folder}}}'
    assert.deepEqual(checkPlaceholders(pair(polish, source)), [])
    const lost = '{count, plural, one {# fil} other {# filer}}'
    assert.deepEqual(messages(checkPlaceholders(pair(lost, source))), [
      'The source has the placeholder {folder}; this text lacks it.',
    ])
  })

  it('skips a text without a source', () => {
    assert.deepEqual(checkPlaceholders(alone('Hei {name}')), [])
  })
})

describe('markup', () => {
  it('warns when a tag is not closed', () => {
    assert.deepEqual(messages(checkMarkup(pair('Trykk <b>her', 'Trykk <b>her</b>'))), [
      'The tags are not balanced: <b> is not closed.',
      'The source has the tag </b>; this text lacks it.',
    ])
  })

  it("warns when the tags differ from the source's", () => {
    assert.deepEqual(messages(checkMarkup(pair('Les <i>dette</i>', 'Les <b>dette</b>'))), [
      'The source has the tag <b>; this text lacks it.',
      'The source has the tag </b>; this text lacks it.',
      'This text has the tag <i>, which the source does not have.',
      'This text has the tag </i>, which the source does not have.',
    ])
  })

  it("is quiet when the tags are the source's, attributes translated, void and numbered tags included", () => {
    const source = 'Les <a href="/nb/vilkar" title="Vilkår">vilkårene</a><br> og <0>dette</0>'
    const text = 'Les <a href="/nn/vilkar" title="Vilkår">vilkåra</a><br/> og <0>dette</0>'
    assert.deepEqual(checkMarkup(pair(text, source)), [])
    assert.deepEqual(checkMarkup(pair('Ingen tagger', 'Ingen tagger')), [])
  })

  it('warns on tags closed in the wrong order', () => {
    assert.deepEqual(messages(checkMarkup(pair('<b><i>x</b></i>', '<b><i>x</i></b>'))), [
      'The tags are not balanced: <i> is closed by </b>.',
    ])
  })
})

describe('icu', () => {
  it('warns when a plural has no other branch', () => {
    assert.deepEqual(checkIcu(alone('{n, plural, one {# fil}}', 'nn-NO')), [
      {
        check: 'icu',
        languageCode: 'nn-NO',
        message: 'The plural of {n} has no "other" branch, which ICU MessageFormat requires.',
      },
    ])
  })

  it("warns when the text does not parse, with the parser's reason", () => {
    const [warning] = checkIcu(alone('{n, plural, one {# fil} other {# filer}'))
    assert.match(
      warning?.message ?? '',
      /^The text is not valid ICU MessageFormat: Unexpected message end at line 1 col \d+\.$/,
    )
  })

  it('is quiet for plain text, valid MessageFormat and i18next braces', () => {
    assert.deepEqual(checkIcu(alone('Hei')), [])
    assert.deepEqual(checkIcu(alone('Hei {name}, {n, plural, one {# fil} other {# filer}}')), [])
    assert.deepEqual(checkIcu(alone('Hei {{name}}')), [])
  })
})

describe('plurals', () => {
  it('nb and nn need one and other', () => {
    assert.deepEqual(messages(checkPlurals(alone('{n, plural, other {# filer}}', 'nn-NO'))), [
      'The plural of {n} lacks the "one" branch that nn-NO needs ("one" and "other").',
    ])
    assert.deepEqual(messages(checkPlurals(alone('{n, plural, =0 {ingen} one {# fil}}', 'nb-NO'))), [
      'The plural of {n} lacks the "other" branch that nb-NO needs ("one" and "other").',
    ])
    assert.deepEqual(checkPlurals(alone('{n, plural, one {# fil} other {# filer}}', 'nn-NO')), [])
  })

  it('asks Polish for one, few, many and other', () => {
    assert.deepEqual(messages(checkPlurals(alone('{n, plural, one {plik} other {pliki}}', 'pl-PL'))), [
      'The plural of {n} lacks the "few" and "many" branches that pl-PL needs ("few", "many", "one" and "other").',
    ])
  })

  it('is quiet without a plural', () => {
    assert.deepEqual(checkPlurals(alone('{g, select, a {x} other {y}}', 'nn-NO')), [])
  })
})

describe('numbers', () => {
  it('warns when a number of the source is missing, and when one is added', () => {
    assert.deepEqual(messages(checkNumbers(pair('Frist 15. mars', 'Frist 14. mars'))), [
      'The source has the number 14; this text lacks it.',
      'This text has the number 15, which the source does not have.',
    ])
  })

  it('compares digits, whatever the separators, and leaves placeholders and addresses out', () => {
    assert.deepEqual(checkNumbers(pair('Kr 10 000 og 1,5 %', 'Kr 10,000 og 1.5 %')), [])
    assert.deepEqual(checkNumbers(pair('Sjå https://a.no/2', 'Se https://a.no/1 {0} %1$s')), [])
    assert.deepEqual(
      checkNumbers(pair('{n, plural, =0 {ingen} other {#}}', '{n, plural, =1 {ein} other {#}}')),
      [],
    )
  })
})

describe('urls', () => {
  it('warns when an address of the source is missing', () => {
    assert.deepEqual(
      messages(checkUrls(pair('Les meir på nettsida.', 'Les mer på https://www.nav.no/sok.'))),
      ['The source has the address https://www.nav.no/sok; this text lacks it.'],
    )
  })

  it('is quiet when it is kept, sentence punctuation aside', () => {
    assert.deepEqual(checkUrls(pair('Sjå https://www.nav.no/sok!', 'Se https://www.nav.no/sok.')), [])
  })
})

describe('whitespace', () => {
  it("warns on leading and trailing white space unlike the source's", () => {
    assert.deepEqual(messages(checkWhitespace(pair(' Lagre', 'Lagre '))), [
      'The source begins with no white space; this text begins with 1 space.',
      'The source ends with 1 space; this text ends with no white space.',
    ])
    assert.deepEqual(messages(checkWhitespace(pair('Lagre', 'Lagre\n'))), [
      'The source ends with 1 line break; this text ends with no white space.',
    ])
  })

  it('warns on a doubled space the source does not have', () => {
    assert.deepEqual(messages(checkWhitespace(pair('Lagre  no', 'Lagre nå'))), [
      'This text has a doubled space, which the source does not have.',
    ])
  })

  it("is quiet when the white space is the source's", () => {
    assert.deepEqual(checkWhitespace(pair(' Lagre no ', ' Lagre nå ')), [])
    assert.deepEqual(checkWhitespace(pair(',', ' ')), [])
  })
})

describe('punctuation', () => {
  it('warns when the ending differs', () => {
    assert.deepEqual(messages(checkPunctuation(pair('Vil du lagre.', 'Vil du lagre?'))), [
      'The source ends with a question mark; this text ends with a full stop.',
    ])
    assert.deepEqual(messages(checkPunctuation(pair('Søknaden er send', 'Søknaden er sendt.'))), [
      'The source ends with a full stop; this text ends with none.',
    ])
  })

  it('is quiet for the same ending, ... for …, and a short abbreviation', () => {
    assert.deepEqual(checkPunctuation(pair('Lastar…', 'Laster...')), [])
    assert.deepEqual(checkPunctuation(pair('Ja!', 'Ja!')), [])
    assert.deepEqual(checkPunctuation(pair('Nr', 'Nr.')), [])
  })
})

describe('maxLength', () => {
  it('warns when the text is longer than the limit, counting code points', () => {
    assert.deepEqual(checkMaxLength(alone('Søknad om barnehageplass', 'nb-NO', 10)), [
      {
        check: 'maxLength',
        languageCode: 'nb-NO',
        message: "The text is 24 characters long; the content's limit is 10.",
      },
    ])
  })

  it('is quiet at the limit and without one', () => {
    assert.deepEqual(checkMaxLength(alone('😀😀', 'nb-NO', 2)), [])
    assert.deepEqual(checkMaxLength(alone('Søknad om barnehageplass')), [])
  })
})

describe('the list', () => {
  it('runs every check in the order of the ids, and only icu, plurals and maxLength without a source', () => {
    const source = 'Du har {0} filer.'
    const text = ' Du har  {n, plural, one {fil}} '
    assert.deepEqual(
      checkText(pair(text, source, 5)).map((w) => w.check),
      [
        'placeholders',
        'placeholders',
        'icu',
        'plurals',
        'whitespace',
        'whitespace',
        'whitespace',
        'punctuation',
        'maxLength',
      ],
    )
    assert.deepEqual(
      checkText(alone(text, 'nn-NO', 5)).map((w) => w.check),
      ['icu', 'plurals', 'maxLength'],
    )
  })
})
