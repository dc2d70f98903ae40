// Coverage: per language the contents that have a text in it and their share, as an SVG bar chart with the
// 25 % line (the minimum share of each written form, Bokmål and Nynorsk, that the Norwegian language act
// sets for state bodies), each language's backlog linked to the filtered list, and its machine drafts that
// wait for review linked to the list of them.
import { useEffect, useState } from 'preact/hooks'
import { type Coverage, call } from './api.js'
import { ErrorMessage } from './messages.js'

const MINIMUM = 0.25
const WRITTEN_FORMS = new Set(['nb-NO', 'nn-NO'])
const percent = (share: number) => `${Math.round(share * 1000) / 10} %`

export function CoverageScreen() {
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
      <table class="card table">
        <caption>Texts per language</caption>
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
                <th scope="row">{language.languageCode}</th>
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
  )
}

function Chart({ coverage }: { coverage: Coverage }) {
  const labelWidth = 70
  const chartWidth = 400
  const rowHeight = 36
  const top = 24
  const height = top + rowHeight * coverage.languages.length + 8
  const x = (share: number) => labelWidth + share * chartWidth
  const summary = coverage.languages
    .map((l) => `${l.languageCode} ${percent(l.contentShare)} (${l.contents} contents)`)
    .join(', ')
  return (
    <svg
      class="chart"
      viewBox={`0 0 ${labelWidth + chartWidth + 110} ${height}`}
      role="img"
      aria-labelledby="chart-title chart-desc"
    >
      <title id="chart-title">Share of contents with a text in each language</title>
      <desc id="chart-desc">{summary}. A line marks 25 %.</desc>
      {coverage.languages.map((language, i) => {
        const y = top + i * rowHeight
        const form = WRITTEN_FORMS.has(language.languageCode)
        return (
          <g key={language.id}>
            <text x={labelWidth - 8} y={y + 20} text-anchor="end" class="chart-label">
              {language.languageCode}
            </text>
            <rect x={labelWidth} y={y + 6} width={chartWidth} height={20} class="chart-track" rx={3} />
            <rect
              x={labelWidth}
              y={y + 6}
              width={Math.max(0, language.contentShare * chartWidth)}
              height={20}
              rx={3}
              class={
                form ? (language.contentShare < MINIMUM ? 'chart-bar low' : 'chart-bar form') : 'chart-bar'
              }
            />
            <text x={x(1) + 8} y={y + 20} class="chart-value">
              {percent(language.contentShare)} · {language.contents}
            </text>
          </g>
        )
      })}
      <line x1={x(MINIMUM)} x2={x(MINIMUM)} y1={top - 6} y2={height - 4} class="chart-minimum" />
      <text x={x(MINIMUM)} y={top - 10} text-anchor="middle" class="chart-minimum-label">
        25 %
      </text>
    </svg>
  )
}
