// Coverage: per language the contents that have a text in it and their share, as a bar chart with the
// 25 % line (the minimum share of each written form, Bokmål and Nynorsk, that the Norwegian language act
// sets for state bodies), each language's backlog linked to the filtered list, and its machine drafts that
// wait for review linked to the list of them.
import { useEffect, useState } from 'preact/hooks'
import { type Coverage, call } from './api.js'
import { findLanguage, LanguageNames } from './language-names.js'
import { ErrorMessage } from './messages.js'
import type { Session } from './session.js'

const MINIMUM = 0.25
const WRITTEN_FORMS = new Set(['nb-NO', 'nn-NO'])
const percent = (share: number) => `${Math.round(share * 1000) / 10} %`

export function CoverageScreen({ session }: { session: Session }) {
  const [coverage, setCoverage] = useState<Coverage | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    call<Coverage>('GET', '/ContentApi/Coverage')
      .then(({ data }) => setCoverage(data))
      .catch((e: Error) => setError(e.message))
  }, [])

  if (error) return <ErrorMessage>{error}</ErrorMessage>
  if (!coverage) return <p aria-busy="true">Loading…</p>
  return (
    <section aria-labelledby="coverage-title">
      <h1 id="coverage-title">Coverage</h1>
      <p>
        {coverage.contents} contents, {coverage.contentsWithEveryLanguage} of them in every language. The line
        marks 25 %, the least share of each written form (Bokmål, Nynorsk) the language act asks of state
        bodies.
      </p>
      <div class="card">
        <Chart coverage={coverage} />
      </div>
      {/* On a phone the table may be wider than the screen: it scrolls by itself, not the page. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard (axe scrollable-region-focusable) */}
      <section class="table-scroll" aria-labelledby="coverage-table-title" tabIndex={0}>
        <table class="card table">
          <caption id="coverage-table-title">Texts per language</caption>
          <thead>
            <tr>
              <th scope="col">Language</th>
              <th scope="col">Contents</th>
              <th scope="col">Share</th>
              <th scope="col">Backlog</th>
              <th scope="col">Machine drafts</th>
            </tr>
          </thead>
          <tbody>
            {coverage.languages.map((language) => {
              const backlog = coverage.contents - language.contents
              const low = WRITTEN_FORMS.has(language.languageCode) && language.contentShare < MINIMUM
              return (
                <tr key={language.id}>
                  <th scope="row">
                    {language.languageCode}
                    <LanguageNames language={findLanguage(session.languages, language.id) ?? language} />
                  </th>
                  <td>{language.contents}</td>
                  <td class={low ? 'low' : undefined}>
                    {percent(language.contentShare)}
                    {low && ' (under 25 %)'}
                  </td>
                  <td>
                    {backlog > 0 ? (
                      <a href={`#/?missingLanguage=${encodeURIComponent(language.languageCode)}`}>
                        {backlog} missing in {language.languageCode}
                      </a>
                    ) : (
                      'none'
                    )}
                  </td>
                  <td>
                    {language.machineDrafts > 0 ? (
                      <a href={`#/?needsReview=${encodeURIComponent(language.languageCode)}`}>
                        {language.machineDrafts} to review in {language.languageCode}
                      </a>
                    ) : (
                      'none'
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </section>
    </section>
  )
}

function Chart({ coverage }: { coverage: Coverage }) {
  return (
    <figure class="chart" aria-labelledby="chart-title">
      <figcaption id="chart-title">Share of contents with a text in each language</figcaption>
      <div class="chart-rows">
        <div class="chart-row" aria-hidden="true">
          <span />
          <span class="chart-minimum-label">
            <span>25 %</span>
          </span>
          <span />
        </div>
        {coverage.languages.map((language) => {
          const form = WRITTEN_FORMS.has(language.languageCode)
          const bar = form
            ? language.contentShare < MINIMUM
              ? 'chart-bar low'
              : 'chart-bar form'
            : 'chart-bar'
          return (
            <div key={language.id} class="chart-row">
              <span class="chart-label">{language.languageCode}</span>
              <span class="chart-track" aria-hidden="true">
                {/* Set through the style object (CSSOM), which the page's CSP allows, not a style attribute. */}
                <span
                  class={bar}
                  style={{ width: `${Math.max(0, Math.min(1, language.contentShare)) * 100}%` }}
                />
                <span class="chart-minimum" />
              </span>
              <span class="chart-value">
                {percent(language.contentShare)} · {language.contents}
              </span>
            </div>
          )
        })}
      </div>
    </figure>
  )
}
