// The store's languages: listed, found by code (through the cached catalog), added and removed, and the
// coverage each has in current texts.
import { sql } from 'kysely'
import { checkLanguageTag } from '../rules/language-tags.js'
import { type Coverage, WRITTEN_FORMS, type WrittenForms } from '../schemas/coverage.js'
import type { Language } from '../schemas/languages.js'
import type { Languages } from './content-store.js'
import {
  InvalidLanguageCodeError,
  LanguageInUseError,
  NotFoundError,
  UnknownLanguageError,
} from './errors.js'
import { storeSql } from './read-queries.js'
import type { StoreContext } from './store-context.js'

const REMOVE_LANGUAGE = storeSql`delete from language where id = ${'integer'}`

/** Every language, ascending id, read from the store (the catalog reloaded with them). */
export function storeLanguages(ctx: StoreContext): Promise<Language[]> {
  return ctx.guard(async () => {
    await ctx.languages.reload()
    return [...ctx.languages.all()]
  })
}

export class StoreLanguages implements Languages {
  constructor(private readonly ctx: StoreContext) {}

  listLanguages(): Promise<Language[]> {
    return storeLanguages(this.ctx)
  }

  findLanguage(code: string, field?: string): Promise<Language> {
    return this.ctx.guard(() => this.ctx.languages.find(code, field))
  }

  knownLanguageCodes(refresh = false): Promise<readonly string[]> {
    return this.ctx.guard(() => this.ctx.languages.codes(refresh))
  }

  addLanguage(code: string, by: string): Promise<Language> {
    const { ctx } = this
    return ctx.guard(async () => {
      // Checked here, not in the dialects: every way in (API, CLI) gets the rule, while a dump's languages,
      // which an older store may have kept unchecked, still load.
      const verdict = checkLanguageTag(code)
      if (!verdict.ok) throw new InvalidLanguageCodeError(code, verdict.reason)
      const language = await ctx.dialect.addLanguage(verdict.tag, by)
      ctx.changed()
      await ctx.languages.reload()
      return language
    })
  }

  removeLanguage(code: string): Promise<Language> {
    const { ctx } = this
    return ctx.guard(async () => {
      const language = await ctx.languages.find(code).catch((error: unknown) => {
        // The language is what is being removed, not a reference to one: its absence is a 404.
        throw error instanceof UnknownLanguageError
          ? new NotFoundError(`There is no language "${code}".`)
          : error
      })
      try {
        // Texts refer to their language (foreign keys, history included): a language in use is not removed.
        await ctx.dialect.execute(REMOVE_LANGUAGE, [language.id])
      } catch (error) {
        if (ctx.dialect.errors.isForeignKeyViolation(error))
          throw new LanguageInUseError(language.languageCode)
        throw error
      }
      await ctx.languages.reload()
      return language
    })
  }

  coverage(reviewRequiredIds: readonly number[] = []): Promise<Coverage> {
    const { ctx } = this
    return ctx.guard(async () => {
      const languages = await this.listLanguages()
      const reader = ctx.dialect.reader
      const perLanguage = await reader
        .selectFrom('current_text as t')
        .innerJoin('content as c', 'c.id', 't.content_id')
        .where('c.archived', '=', 0)
        .select((eb) => [
          't.language_id',
          eb.fn.countAll<number>().as('contents'),
          eb.fn.sum<number>(sql`length(t.text)`).as('characters'),
          eb.fn.sum<number>(sql`case when t.origin is null then 0 else 1 end`).as('machineDrafts'),
          eb.fn.sum<number>(sql`case when t.outdated = 1 then 1 else 0 end`).as('outdated'),
          // The states as schemas/content.ts Workflow names them (change-set.ts textState).
          eb.fn
            .sum<number>(sql`case when t.origin is null and t.reviewed = 1 then 1 else 0 end`)
            .as('reviewed'),
        ])
        .groupBy('t.language_id')
        .execute()
      const { contents } = await reader
        .selectFrom('content')
        .where('archived', '=', 0)
        .select((eb) => eb.fn.countAll<number>().as('contents'))
        .executeTakeFirstOrThrow()
      // Contents whose language set is every language: an index lookup on content_languages.
      const { complete } = await reader
        .selectFrom('content')
        .where('archived', '=', 0)
        .where('languages', '=', languages.map((l) => l.id).join(','))
        .select((eb) => eb.fn.countAll<number>().as('complete'))
        .executeTakeFirstOrThrow()
      const writtenForms = await this.#writtenForms(languages, reviewRequiredIds)
      const byLanguage = new Map(perLanguage.map((r) => [Number(r.language_id), r]))
      const totalContents = Number(contents)
      const totalCharacters = perLanguage.reduce((sum, r) => sum + Number(r.characters), 0)
      const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole)
      return {
        contents: totalContents,
        characters: totalCharacters,
        contentsWithEveryLanguage: Number(complete),
        languages: languages.map((language) => {
          const row = byLanguage.get(language.id)
          const count = Number(row?.contents ?? 0)
          const characters = Number(row?.characters ?? 0)
          const machine = Number(row?.machineDrafts ?? 0)
          const reviewed = Number(row?.reviewed ?? 0)
          return {
            ...language,
            contents: count,
            contentShare: share(count, totalContents),
            characters,
            characterShare: share(characters, totalCharacters),
            machineDrafts: machine,
            outdated: Number(row?.outdated ?? 0),
            machine,
            translated: count - machine - reviewed,
            reviewed,
            reviewRequired: reviewRequiredIds.includes(language.id),
          }
        }),
        ...(writtenForms ? { writtenForms } : {}),
      }
    })
  }

  /**
   * nb-NO and nn-NO (§14): contents with both, and of them those in step (neither outdated, each reviewed
   * where its language requires review); parallel contents that lack one. Undefined unless both are languages
   * of the store. Both reads go by current_text's primary key and current_text_language.
   */
  async #writtenForms(
    languages: readonly Language[],
    reviewRequiredIds: readonly number[],
  ): Promise<WrittenForms | undefined> {
    const [bokmal, nynorsk] = WRITTEN_FORMS.map((code) => languages.find((l) => l.languageCode === code))
    if (bokmal === undefined || nynorsk === undefined) return undefined
    const reader = this.ctx.dialect.reader
    const published = (alias: 'b' | 'n', language: Language) =>
      reviewRequiredIds.includes(language.id) ? sql` and ${sql.ref(`${alias}.reviewed`)} = 1` : sql``
    const pairs = await reader
      .selectFrom('current_text as b')
      .innerJoin('current_text as n', (join) =>
        join.onRef('n.content_id', '=', 'b.content_id').on('n.language_id', '=', nynorsk.id),
      )
      .innerJoin('content as c', 'c.id', 'b.content_id')
      .where('b.language_id', '=', bokmal.id)
      .where('c.archived', '=', 0)
      .select((eb) => [
        eb.fn.countAll<number>().as('both'),
        eb.fn
          .sum<number>(
            sql`case when b.outdated = 0 and n.outdated = 0${published('b', bokmal)}${published('n', nynorsk)} then 1 else 0 end`,
          )
          .as('inStep'),
      ])
      .executeTakeFirstOrThrow()
    const missing = await reader
      .selectFrom('content as c')
      .where('c.archived', '=', 0)
      .where('c.parallel', '=', 1)
      .where((eb) =>
        eb.or(
          [bokmal, nynorsk].map((language) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom('current_text as t')
                  .select(sql.lit(1).as('one'))
                  .whereRef('t.content_id', '=', 'c.id')
                  .where('t.language_id', '=', language.id),
              ),
            ),
          ),
        ),
      )
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow()
    const both = Number(pairs.both)
    const inStep = Number(pairs.inStep ?? 0)
    return {
      languages: [bokmal.languageCode, nynorsk.languageCode],
      inStep,
      outOfStep: both - inStep,
      parallelMissingForm: Number(missing.count),
    }
  }
}
