// Text writes with their checks: what every route that writes texts of one content calls (POST and PUT
// /ContentApi/Content, PUT …/Properties/{lang}). The write answers the warnings about the texts it wrote, from
// the content after it. With CHECKS_BLOCKING, the texts are checked before anything is written, against the
// content as read, and written only on that version (If-Match as data): a source text changed meanwhile by
// another writer (or instance) makes the write a 412, and it is read, checked and tried again, so a text that
// fails a blocking check against the newest source cannot slip through. A client's own If-Match is not retried.
import type { Content } from '../../schemas/content.js'
import type { TextWarning } from '../../schemas/warnings.js'
import type {
  ContentReads,
  ContentWrites,
  CreateOptions,
  ResolvedText,
  TextWriteOptions,
  Written,
} from '../../store/content-store.js'
import { PreconditionFailedError } from '../../store/errors.js'
import { inputsOf, newTextsOf, type TextOf, textsOf } from './check-inputs.js'
import type { TextChecks } from './text-checks.js'

/** A write's answer, and the warnings about the texts it wrote. */
export interface CheckedWritten extends Written {
  warnings: TextWarning[]
}

/** Reads and writes tried against a source changed meanwhile before the write gives up (a 412). */
const ATTEMPTS = 4

export class CheckedWrites {
  constructor(
    private readonly store: { contents: ContentReads; writes: ContentWrites },
    private readonly checks: TextChecks,
  ) {}

  async createContent(texts: readonly ResolvedText[], options: CreateOptions): Promise<CheckedWritten> {
    const written = textOf(texts)
    await this.checks.refuseBlocked(inputsOf(newTextsOf(written), codes(written)))
    const answer = await this.store.writes.createContent(texts, options)
    return { ...answer, warnings: await this.warningsAfter(answer.content, written) }
  }

  async writeTexts(
    id: number,
    texts: readonly ResolvedText[],
    options: TextWriteOptions,
  ): Promise<CheckedWritten> {
    const written = textOf(texts)
    if (!this.checks.blocks) {
      const answer = await this.store.writes.writeTexts(id, texts, options)
      return { ...answer, warnings: await this.warningsAfter(answer.content, written) }
    }
    for (let attempt = 1; ; attempt++) {
      const { content, versionId } = await this.store.contents.getContent(id)
      // The client's If-Match is answered as the store would: the content it names is no longer the latest.
      if (options.expected && !options.expected.includes(versionId))
        throw new PreconditionFailedError(versionId)
      await this.checks.refuseBlocked(inputsOf(textsOf(content, written), codes(written)))
      try {
        const answer = await this.store.writes.writeTexts(id, texts, { ...options, expected: [versionId] })
        return { ...answer, warnings: await this.warningsAfter(answer.content, written) }
      } catch (error) {
        // A 412 this check caused (someone wrote in between): read, check and write again.
        if (options.expected || attempt >= ATTEMPTS || !(error instanceof PreconditionFailedError))
          throw error
      }
    }
  }

  /** The warnings about the texts written, as the content holds them after the write. */
  warningsAfter(content: Content, written: readonly TextOf[]): Promise<TextWarning[]> {
    return this.checks.warnings(inputsOf(textsOf(content), codes(written)))
  }

  /**
   * The warnings a write answered, made again for a retry whose first answer was lost (http/idempotency.ts):
   * those about the texts the content's version `versionId` wrote, as it read then.
   */
  warningsAtVersion(content: Content, versionId: number): Promise<TextWarning[]> {
    const written = content.properties.filter((p) => p.version.id === versionId)
    return this.warningsAfter(
      content,
      written.map((p) => ({ languageCode: p.language.languageCode, text: p.text })),
    )
  }
}

const textOf = (texts: readonly ResolvedText[]): TextOf[] =>
  texts.map((t) => ({ languageCode: t.language.languageCode, text: t.text }))

const codes = (texts: readonly TextOf[]) => texts.map((t) => t.languageCode)
