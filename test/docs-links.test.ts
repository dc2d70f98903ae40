// Every link in the repository's markdown (the root's files and docs/) leads somewhere: a relative link to a
// file that exists, and an `#anchor` to a heading of its target, slugged as GitHub slugs headings. The README
// stays short and links every document in docs/, so that a newcomer finds the reference from it.
import assert from 'node:assert/strict'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import GithubSlugger from 'github-slugger'
import MarkdownIt from 'markdown-it'

type Token = ReturnType<MarkdownIt['parse']>[number]

// Tests run from their source (test/) or as bundles (.test-build/): both one folder below the root.
const ROOT = fileURLToPath(new URL('..', import.meta.url))
const markdown = new MarkdownIt({ html: true })

/** The markdown files a reader of the repository sees: the root's and those under docs/. */
function markdownFiles(): string[] {
  const inFolder = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) return inFolder(path)
      return entry.name.endsWith('.md') ? [path] : []
    })
  const root = readdirSync(ROOT).filter((name) => name.endsWith('.md'))
  return [...root.map((name) => join(ROOT, name)), ...inFolder(join(ROOT, 'docs'))]
}

/** The text of an inline token as GitHub reads a heading: code spans' text included, markup left out. */
function plainText(inline: Token | undefined): string {
  return (inline?.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('')
}

interface Parsed {
  anchors: Set<string>
  links: { href: string; line: number }[]
}

const parsedFiles = new Map<string, Parsed>()
function parse(file: string): Parsed {
  const known = parsedFiles.get(file)
  if (known) return known
  const tokens = markdown.parse(readFileSync(file, 'utf8'), {})
  const slugger = new GithubSlugger() // one per document: a repeated heading gets -1, -2 as on GitHub
  const parsed: Parsed = { anchors: new Set(), links: [] }
  let line = 1 // a table cell's inline token has no line of its own; its row has
  tokens.forEach((token, index) => {
    if (token.map) line = token.map[0] + 1
    if (token.type === 'heading_open') parsed.anchors.add(slugger.slug(plainText(tokens[index + 1])))
    for (const child of token.children ?? []) {
      const href =
        child.type === 'link_open'
          ? child.attrGet('href')
          : child.type === 'image'
            ? child.attrGet('src')
            : null
      if (href !== null) parsed.links.push({ href, line })
    }
  })
  parsedFiles.set(file, parsed)
  return parsed
}

/** What is wrong with one link of `file`, or undefined when it leads somewhere. */
function brokenBecause(file: string, href: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return undefined // https:, mailto: — not this repository's to check
  const [path = '', fragment] = href.split('#', 2)
  const target = path === '' ? file : resolve(dirname(file), decodeURIComponent(path))
  if (!existsSync(target)) return `${path} does not exist`
  if (fragment === undefined) return undefined
  if (!target.endsWith('.md') || statSync(target).isDirectory())
    return `#${fragment} points into a file that is not markdown`
  const anchor = decodeURIComponent(fragment)
  return parse(target).anchors.has(anchor) ? undefined : `${relative(ROOT, target)} has no heading #${anchor}`
}

describe('the markdown documents', () => {
  const files = markdownFiles()

  it('finds the README and the reference in docs/', () => {
    const names = files.map((file) => relative(ROOT, file))
    for (const name of ['README.md', 'CONTRIBUTING.md', 'docs/API.md', 'docs/BENCHMARKS.md']) {
      assert.ok(names.includes(name), `${name} is missing`)
    }
  })

  for (const file of files) {
    it(`${relative(ROOT, file)}: every relative link names a file that exists, every #anchor a heading of it`, () => {
      const broken = parse(file).links.flatMap(({ href, line }) => {
        const why = brokenBecause(file, href)
        return why === undefined ? [] : [`line ${line}: (${href}) ${why}`]
      })
      assert.deepEqual(broken, [])
    })
  }

  it('keeps the README short and links every document in docs/ from it', () => {
    const readme = join(ROOT, 'README.md')
    const lines = readFileSync(readme, 'utf8').split('\n').length
    assert.ok(lines <= 300, `README.md has ${lines} lines; the reference belongs in docs/`)
    const linked = new Set(
      parse(readme).links.map(({ href }) => resolve(ROOT, decodeURIComponent(href.split('#')[0] ?? ''))),
    )
    const unlinked = files
      .filter((file) => dirname(file) === join(ROOT, 'docs') && !linked.has(file))
      .map((file) => relative(ROOT, file))
    assert.deepEqual(unlinked, [])
  })
})
