// Generated from docs/openapi.json by packages/client/scripts/generate.mjs (npm run openapi): do not edit.

export interface paths {
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Metrics in Prometheus text format
         * @description Requests by route, method and status; requests in flight; write batch sizes and commit times; PostgreSQL's pool; listing bytes; change log reads and open change streams; Node.js process metrics. Needs an API key (read or write) when keys are configured.
         */
        get: operations["metrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Metrics in Prometheus text format: headers only
         * @description As GET, with the same status and headers and no body.
         */
        head: operations["metricsHead"];
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Health of the service and its store
         * @description Open to everyone, always (for load balancers and probes). 200 `Healthy` when the store answered within the health timeout; 503 when it did not, or while the instance drains before shutdown. Never cached.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Health of the service and its store: headers only
         * @description As GET, with the same status and headers and no body.
         */
        head: operations["getHealthHead"];
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List contents with their current texts
         * @description By default every live content (not archived), ascending id, each with its current property per language, streamed. Opt-in: `language` (contents that have it), `missingLanguage` (contents that lack it: the translation backlog), `keyPrefix`, `needsReview` (texts to review), `outdated` (translations whose source changed), `termIssues` (texts with a termbase warning), and `limit` + `after` (paging by id, with a `Link: <…>; rel="next"` header while more remain).
         */
        get: operations["listContents"];
        put?: never;
        /**
         * Create a content
         * @description Creates a content and its first version: one text (`Text` + `LanguageCode`, as the original service) or several languages at once (`Properties`), in one transaction; `Key` optionally names it (409 when another content has that key), `Parallel` marks it as needing both written forms. Its source language is the first text's; the other texts are based on it. 403 when the key may not write one of the languages. The answer carries `warnings` about the texts when the quality checks find anything (docs/CHECKS.md); 422 when a check CHECKS_BLOCKING names refuses one (nothing written).
         */
        post: operations["createContent"];
        delete?: never;
        options?: never;
        /**
         * List contents with their current texts: headers only
         * @description As GET, with the same status and headers and no body.
         */
        head: operations["listContentsHead"];
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Content/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one content with its current texts
         * @description Honours `If-None-Match` with the ETag of an earlier answer: 304 while nothing has changed. 410 when the content is archived (its history stays readable) or purged. `published=true`: per language the published text (REVIEW_REQUIRED).
         */
        get: operations["getContent"];
        /**
         * Write texts in several languages as one new version
         * @description All texts land in one new version, atomically, or none does. Languages not named keep their current text; a text equal to the current one is left as it is (a machine draft stays one). Texts in languages other than the source language record what they were made from (`basedOn`): the source text now, or as of `BasedOnVersion`. `Parallel` sets or clears the parallel mark. With `If-Match`, answers 412 when the content has a newer version. 403 when the key may not write one of the languages. `warnings` and 422 as for POST.
         */
        put: operations["writeTexts"];
        post?: never;
        /**
         * Archive a content
         * @description Archives the content as a new version: afterwards reads answer 410 and it is left out of listings, WikiPages, bundles, search and coverage. Its history stays readable, and restoring an earlier version brings it back. Honours `If-Match`. It takes every language out of reads, so a key limited to some languages may not (403).
         */
        delete: operations["archiveContent"];
        options?: never;
        /**
         * Read one content with its current texts: headers only
         * @description As GET, with the same status and headers and no body.
         */
        head: operations["getContentHead"];
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Content/ByKey/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one content by its key
         * @description As GET /ContentApi/Content/{id}, for the content with this key.
         */
        get: operations["getContentByKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Read one content by its key: headers only
         * @description As GET, with the same status and headers and no body.
         */
        head: operations["getContentByKeyHead"];
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Content/{id}/Properties/{languageCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Write one language's text as a new version
         * @description Adds the language to the content, or replaces its current text; the old text stays in the history. The same text again changes nothing (a machine draft stays one). Outside the source language the text records what it was made from (`basedOn`): the source text now, or as of `BasedOnVersion`. With `If-Match`, answers 412 when the content has a newer version. 403 when the key may not write the language. `warnings` and 422 as for POST /ContentApi/Content.
         */
        put: operations["writeText"];
        post?: never;
        /**
         * Delete one language's text as a new version
         * @description Removes the language's current text; the history keeps it, and restoring an earlier version brings it back. 404 when the content has no text in it. Honours `If-Match`. 403 when the key may not write the language.
         */
        delete: operations["deleteText"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Content/{id}/Key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set or remove a content's key
         * @description Gives the content a new key (or, with `null`, none) as a new version. 409 when another content has the key. Honours `If-Match`.
         */
        put: operations["setKey"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Content/{id}/Versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the versions of a content
         * @description Every version, oldest first, each with the properties written in it.
         */
        get: operations["listVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * List the versions of a content: headers only
         * @description As GET, with the same status and headers and no body.
         */
        head: operations["listVersionsHead"];
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Content/{id}/Versions/{versionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a content as it was right after one of its versions
         * @description The current property per language as of that version (with `archived` when the content was archived then). 404 when the version is not this content's.
         */
        get: operations["getContentAtVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Read a content as it was right after one of its versions: headers only
         * @description As GET, with the same status and headers and no body.
         */
        head: operations["getContentAtVersionHead"];
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Content/{id}/Versions/{versionId}/Restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore the texts of an earlier version as a new version
         * @description Writes a new version holding, for every language the content had as of that version, the text it had then (languages whose text is already that are left as they are; when none differs, no version is written). Languages added later keep their current text. An archived content is brought back. Honours `If-Match`.
         */
        post: operations["restoreVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Content/{id}/MaxLength": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set or remove a content's MaxLength
         * @description The longest its texts may be, in characters (Unicode code points), as a new version of kind `maxLengthChanged` (none when it is unchanged); `null` removes the limit. A longer text gets a `maxLength` warning when it is written (refused with CHECKS_BLOCKING=maxLength); texts written before stay, and GET /ContentApi/Checks lists them. It concerns every language, so a key limited to some languages may not (403). Honours `If-Match`.
         */
        put: operations["setMaxLength"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Content/{id}/Checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a text before it is saved
         * @description Runs the checks every write runs (and the termbase’s, when there is one) on a text in a language, against the content's current source text and MaxLength, as if it were written; nothing is written. The editor asks as a translator types. A key that may read may ask. 404 without the content, 410 when it is archived.
         */
        post: operations["checkText"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the checks find in a language's texts
         * @description Runs the checks on every current text of the language (contents not archived) against its content's source text and MaxLength, and answers per check the texts it warns about: their count and their content ids, ascending. Checks that warn about nothing are left out. It reads the whole language (the checks take about 2 s per 100,000 texts).
         */
        get: operations["listChecks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * What the checks find in a language's texts: headers only
         * @description As GET, with the same status and headers and no body.
         */
        head: operations["listChecksHead"];
        patch?: never;
        trace?: never;
    };
    "/ContentApi/WikiPage/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a content in one language, with fallback
         * @description The language comes from `?language=`, else `Accept-Language`, else the default language. The text served is the current one in the first language of the fallback chain that the content has; `property.languageCode` and `Content-Language` say which. `?fallback=false`: only that language.
         */
        get: operations["getWikiPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Read a content in one language, with fallback: headers only
         * @description As GET, with the same status and headers and no body.
         */
        head: operations["getWikiPageHead"];
        patch?: never;
        trace?: never;
    };
    "/ContentApi/WikiPage/ByKey/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a content in one language, with fallback, by its key
         * @description As GET /ContentApi/WikiPage/{id}, for the content with this key.
         */
        get: operations["getWikiPageByKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Read a content in one language, with fallback, by its key: headers only
         * @description As GET, with the same status and headers and no body.
         */
        head: operations["getWikiPageByKeyHead"];
        patch?: never;
        trace?: never;
    };
    "/ContentApi/WikiPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read every content in one language, with fallback
         * @description Every content as a WikiPage, ascending id, streamed, by the same rules as for one. Contents with no text in any language of the chain are left out (GET /ContentApi/Coverage counts them).
         */
        get: operations["listWikiPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Read every content in one language, with fallback: headers only
         * @description As GET, with the same status and headers and no body.
         */
        head: operations["listWikiPagesHead"];
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Bundles/{languageCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every text in one language, as one object for an app
         * @description A flat JSON object of every live content's current text in the language, with the fallback chain applied as for WikiPages, keyed by the content's key (or its id when it has none); with `format`, the file an app framework loads (i18next, gettext PO, Flutter ARB, Android strings.xml, CSV). The `ETag` changes whenever the bundle may have changed (any write to the store); `If-None-Match` with it → 304. A published bundle or file (`published`) holds each language’s published text, falling back along the chain when a language has none; its `ETag` changes only when what it publishes does. An i18next export of a key that is a text and the prefix of another is a 409 naming both.
         */
        get: operations["getBundle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Every text in one language, as one object for an app: headers only
         * @description As GET, with the same status and headers and no body.
         */
        head: operations["getBundleHead"];
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the languages
         * @description Ascending id, each with its name in English and in itself. Languages are added with `POST /ContentApi/Language` or `npm run cli -- languages add da-DK`.
         */
        get: operations["listLanguages"];
        put?: never;
        /**
         * Add a language
         * @description The code must be a BCP 47 tag whose language, and script and region when given, CLDR knows (400 naming the unknown part: `nynorsk`, `xx-XX`, `en-ZZ`). Stored in canonical spelling, with the next id; codes are unique ignoring case (409 when it exists, or when the store has given out all 65,535 language ids). Every instance sees it without a restart; the change log records `languageAdded`.
         */
        post: operations["addLanguage"];
        delete?: never;
        options?: never;
        /**
         * List the languages: headers only
         * @description As GET, with the same status and headers and no body.
         */
        head: operations["listLanguagesHead"];
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Language/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a language no text uses
         * @description Only a language that no text uses, now or in any content's history, and that `DEFAULT_LANGUAGE` and `FALLBACK_CHAINS` do not name (409 otherwise). Its id is never given out again. No change is logged; another instance that still has it cached refuses a write in it as in an unknown language.
         */
        delete: operations["removeLanguage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Coverage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How much content each language has
         * @description Per language: the contents that have a text in it and their share of all contents, the characters (Unicode code points) of its current texts and their share, and its texts by state (`machine`, `translated`, `reviewed`) and `outdated`; the contents that have every language; and, when the store has nb-NO and nn-NO, whether the contents hold both written forms in step (`writtenForms`, §14); per language, the texts with warnings of the quality checks (`warnings`; kept until the next change).
         */
        get: operations["getCoverage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * How much content each language has: headers only
         * @description As GET, with the same status and headers and no body.
         */
        head: operations["getCoverageHead"];
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the change log in commit order
         * @description Every write (create, text writes, restore, text deletion, archive, purge, key change, language add) is one change. Changes come in the order their transactions committed; a change is listed only once no change before it can still commit, so following `next` sees every committed change exactly once.
         */
        get: operations["listChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Read the change log in commit order: headers only
         * @description As GET, with the same status and headers and no body.
         */
        head: operations["listChangesHead"];
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Changes/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow the change log as server-sent events
         * @description A `text/event-stream` of the changes after the cursor, then of each change as it is committed: each an event `change` whose `id` is its cursor and whose `data` is the change (as in `GET /ContentApi/Changes`). A reconnecting client sends `Last-Event-ID` and resumes after it. A comment is sent at least every 10 s. A client that stops reading is cut off once its socket's buffers are full for 10 s (or 1 MiB wait), without slowing writers; it resumes with its last id. The stream ends when the instance shuts down (the client reconnects, elsewhere behind a balancer, with its last id). Streams and long polls together are limited per instance (MAX_STREAMS): past the limit the answer is 503 with Retry-After.
         */
        get: operations["streamChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Follow the change log as server-sent events: headers only
         * @description As GET, with the same status and headers and no body.
         */
        head: operations["streamChangesHead"];
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find current texts
         * @description Current texts of contents that are not archived, in every language or in one. Bokmål and Nynorsk are stemmed with Snowball Norwegian, English with Snowball English (`søknader` finds `søknaden`, `applications` finds `application`); other languages match whole words. Where hunspell-no is installed, a Bokmål or Nynorsk word also finds the compounds that have it as a part (`skjema` finds `søknadsskjemaet`), after the texts that have the word itself. Ranked by relevance, ties by content id: a one-word query by the text's BM25 weight for the word, a one-word prefix (`søkn*`) by the best such weight among the words that begin so (both the same on both stores, read best first from an index in that order); other queries by BM25 on SQLite and ts_rank on PostgreSQL.
         */
        get: operations["search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Find current texts: headers only
         * @description As GET, with the same status and headers and no body.
         */
        head: operations["searchHead"];
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List or find termbase entries
         * @description Entries ascending by id, a page at a time (`limit`, default 100, at most 1000; `after`), with a `Link: <…>; rel="next"` header while more remain; with `q`, those a term of matches.
         */
        get: operations["listTermEntries"];
        put?: never;
        /**
         * Add a termbase entry
         * @description An entry holds one concept's terms: per language any number, each `preferred`, `admitted` or `forbidden`. Text writes warn where a text uses a forbidden term of its language, or lacks the preferred translation of a term its source has. Needs a key that may write every entry's language.
         */
        post: operations["createTermEntry"];
        delete?: never;
        options?: never;
        /**
         * List or find termbase entries: headers only
         * @description As GET, with the same status and headers and no body.
         */
        head: operations["listTermEntriesHead"];
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Terms/Tbx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The termbase as a TBX-Basic document
         * @description TBX (ISO 30042:2019), the TBX-Basic dialect: a `conceptEntry` per entry (ids c1, c2, … in id order), its note as `<note>`, a `langSec` per language, a `termSec` per term with `<termNote type="administrativeStatus">` preferredTerm-admn-sts, admittedTerm-admn-sts or deprecatedTerm-admn-sts (forbidden). Streamed.
         */
        get: operations["exportTbx"];
        put?: never;
        /**
         * Import a TBX document as termbase entries
         * @description Each `conceptEntry` (TBX 2008: `termEntry`) becomes an entry, unless one with the same terms and note exists (`unchanged`). All or nothing: an entry that cannot be written (a language the store does not have, an empty term, an unknown status) is a 400 naming it, and nothing is written. A DOCTYPE is refused; malformed XML is a 400 with the line and column. Needs a key that may write every language of the file's terms.
         */
        post: operations["importTbx"];
        delete?: never;
        options?: never;
        /**
         * The termbase as a TBX-Basic document: headers only
         * @description As GET, with the same status and headers and no body.
         */
        head: operations["exportTbxHead"];
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Terms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a termbase entry
         * @description The entry with its terms, note, and who created and last wrote it, when.
         */
        get: operations["getTermEntry"];
        /**
         * Replace a termbase entry's terms and note
         * @description Needs a key that may write every language of the entry, before and after.
         */
        put: operations["replaceTermEntry"];
        post?: never;
        /**
         * Delete a termbase entry
         * @description Needs a key that may write every language of the entry.
         */
        delete: operations["deleteTermEntry"];
        options?: never;
        /**
         * Read a termbase entry: headers only
         * @description As GET, with the same status and headers and no body.
         */
        head: operations["getTermEntryHead"];
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Terms/Matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find the termbase terms a text has
         * @description The terms of the text's language that it has, matched by stems as the checks on writes match them (`søknaden` has the term `søknad`), multi-word terms as a run of words; each occurrence with its place in the text and the entry's preferred terms in `To`. A read: a key of any scope may ask (none unless READS_REQUIRE_KEY). 400 for a language the store does not have.
         */
        post: operations["matchTerms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Translations/Draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Draft a text into the other written form (Bokmål ⇄ Nynorsk)
         * @description Machine translation with Apertium's nno-nob pair, for a person to review; nothing is stored. Pairs: nb-NO → nn-NO and nn-NO → nb-NO (another pair is a 400). Line breaks, surrounding white space and characters the engine does not know are kept; words it does not know are left as they are, unmarked, and so is a word longer than 100 characters (it does not reach the engine). Nynorsk drafts follow NYNORSK_STYLE. 503 when the engine is not installed or does not answer within 2 s.
         */
        post: operations["draftText"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Content/{id}/Draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Draft a content's current text into the other written form
         * @description As POST /ContentApi/Translations/Draft, for the content's current text in `from`; nothing is stored. 404 without the content, 410 when it is archived, 409 when it has no text in `from`, 422 when that text is longer than 10000 characters.
         */
        get: operations["draftContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Draft a content's current text into the other written form: headers only
         * @description As GET, with the same status and headers and no body.
         */
        head: operations["draftContentHead"];
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Translations/Drafts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fill a translation backlog with machine drafts
         * @description Every content that is not archived, has a text in `from` and none in `to` (and whose key starts with `keyPrefix`) gets the draft of its text as a new version, marked `"origin":"machine"` until a person approves or rewrites it. Batch by batch, each batch one write, so other writers wait at most for one batch. A content written meanwhile is left alone. Running it again writes nothing new. `warnings` lists, per content, what the quality checks found in the draft written (docs/CHECKS.md), checked against the text drafted from; a draft a check CHECKS_BLOCKING names refuses is skipped. Pairs: nb-NO → nn-NO and nn-NO → nb-NO.
         */
        post: operations["fillBacklog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Translations/Suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suggest translations of a text from translation memory
         * @description Translations of texts that equal or resemble the source text (similarity 0.7 or more, word by word; docs/MEMORY.md defines it): the current texts in `to` of other live contents whose text in `from` is alike, and units imported from TMX; at most 5, best first (similarity, then reviewed before others, then newer first). Between nb-NO and nn-NO the machine draft of the text comes after them (`"origin":"machine"`), when the engine answers. A read: a key of any scope may ask (none unless READS_REQUIRE_KEY).
         */
        post: operations["suggestTranslations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Content/{id}/Suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Suggest translations of a content's text from translation memory
         * @description As POST /ContentApi/Translations/Suggestions, for the content's current text in `from` (by default its source language); the content itself is never suggested. 404 without the content, 410 when it is archived, 409 when it has no text in `from` (or no source language and no `from`).
         */
        get: operations["suggestContentTranslations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Suggest translations of a content's text from translation memory: headers only
         * @description As GET, with the same status and headers and no body.
         */
        head: operations["suggestContentTranslationsHead"];
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Translations/Tmx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The translation memory of a language pair, as TMX 1.4b
         * @description One `<tu>` per live content with current texts in both languages (`tuid` content-<id>), in content id order, then one per unit imported from TMX with both languages (a pair can come twice: once from a content, once imported). Streamed.
         */
        get: operations["exportTmx"];
        put?: never;
        /**
         * Import a TMX document into translation memory
         * @description Each `<tu>` with texts in two languages or more is stored as memory (a unit stored already counts as a duplicate); imported units are suggested with `"origin":"tmx"`. No content is written. Needs a key that may write every language of the file (403 naming one, nothing stored). TMX 1.4b (1.1's `lang` too); a DOCTYPE naming an external DTD is accepted and not loaded, one with an internal subset is refused; malformed XML is a 400 with the line and column, nothing stored.
         */
        post: operations["importTmx"];
        delete?: never;
        options?: never;
        /**
         * The translation memory of a language pair, as TMX 1.4b: headers only
         * @description As GET, with the same status and headers and no body.
         */
        head: operations["exportTmxHead"];
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Content/{id}/Properties/{languageCode}/Approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a language's current text
         * @description Marks the text reviewed (`"state":"reviewed"`) as a new version of kind `textsReviewed` with the same text; an outdated text is confirmed against the current source text (its `basedOn` moves there). A text already reviewed and not outdated is left as it is (no new version). A later write of the language makes it `translated` again. Needs a key that may review the language (403). Honours `If-Match`.
         */
        post: operations["approveText"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Content/{id}/SourceLanguage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the language a content's translations are made from
         * @description A new version (kind `sourceLanguageChanged`) when it differs. Texts written from then on in other languages are based on this language's text; texts written before keep what they were based on. Honours `If-Match`.
         */
        put: operations["setSourceLanguage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Content/{id}/Diff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What changed in a translation's source since it was made
         * @description The source text as of the translation's `basedOn` against the source language's current text, as a word diff. 404 when the content has no text in the language, or the text is based on nothing (it is in the source language).
         */
        get: operations["getSourceDiff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * What changed in a translation's source since it was made: headers only
         * @description As GET, with the same status and headers and no body.
         */
        head: operations["getSourceDiffHead"];
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the key sent may do
         * @description Whether API keys are configured and whether this request, with its `Authorization` header, may read and write. Needs no key. An unknown key is answered as no key.
         */
        get: operations["getAccess"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * What the key sent may do: headers only
         * @description As GET, with the same status and headers and no body.
         */
        head: operations["getAccessHead"];
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The whole store as a dump (NDJSON)
         * @description A first line describing the dump (format, format version, languages with their ids), then one line per content, ascending id, archived and purged ones included: its key, whether it is archived, and every version with its id, `createdAt`, kind and the texts written (or deleted: `text` null) in it. `npm run cli -- import <file>` loads it into an empty store. Streamed.
         */
        get: operations["exportStore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * The whole store as a dump (NDJSON): headers only
         * @description As GET, with the same status and headers and no body.
         */
        head: operations["exportStoreHead"];
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Translations/Xliff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Texts to translate, as an XLIFF document
         * @description One unit per live content with a text in `source`: its id the content id, `resname` (2.0: `name`) its key, `<source>` the current source text, `<target>` the current target text when there is one, and a note recording the content id and the source version (`content-store: content 7, source nb-NO version 12`) that an import checks. Streamed.
         */
        get: operations["exportXliff"];
        put?: never;
        /**
         * Import a translated XLIFF document
         * @description Each unit with a target writes it as a new version of its content (one per content), found by the note the export wrote (or the unit id). Units whose source changed since the export are skipped and listed in `sourceChanged`; targets equal to the current text count as `unchanged`. A target marked `state="signed-off"` is written as reviewed (or approves the current text): a file with one needs a key that may review the target language (403 naming it, nothing written). XLIFF 1.x and 2.0; a DOCTYPE is refused; malformed XML is a 400 with the line and column. `warnings` lists, per content, what the quality checks found in the targets written (docs/CHECKS.md); a target a check CHECKS_BLOCKING names refuses is not written and is listed in `errors`.
         */
        post: operations["importXliff"];
        delete?: never;
        options?: never;
        /**
         * Texts to translate, as an XLIFF document: headers only
         * @description As GET, with the same status and headers and no body.
         */
        head: operations["exportXliffHead"];
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Translations/Import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import an i18next, PO, ARB, Android or CSV file
         * @description Each name in the file is matched to a live content by key (digits alone: the id of a content without a key); a name the store does not have becomes a new content with that key; a text that differs from the current one is written, one new version per content. Nothing is deleted, and empty texts are untranslated ones, left alone. Where the file carries the version each text was exported at (`versions=true` on export), a text changed in the store since is reported in `conflicts` and not written. The file is read and checked whole before anything is written: a bad file is a 400 and changes nothing. `dryRun=true` answers the same counts and writes nothing. Texts are written as any other write: by the API key's name, as `translated`, based on the source text. A key that may not write a language the import would write is refused (403, naming it) before anything is written, dry runs included. A text equal to the current one (a machine draft too) or, in a language that requires review, to the published one (a file exported `published`) is unchanged. `warnings` lists, per content, what the quality checks found in the texts written (docs/CHECKS.md); a text a check CHECKS_BLOCKING names refuses is not written and is listed in `conflicts`.
         */
        post: operations["importFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the webhook subscriptions and their delivery state
         * @description Every subscription with its cursor, whether it is active or disabled, and its last failure. Signing secrets are never listed: a secret is shown once, in the answer that created it.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Subscribe a URL to the changes
         * @description From now on, every change (or those of the given kinds and languages) is POSTed to the URL, in order, signed as the Standard Webhooks specification says, at least once. The answer holds the signing secret; it is not shown again, except to a retry with the same Idempotency-Key (24 hours), which answers the subscription as it is then, or 410 once it has been deleted.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        /**
         * List the webhook subscriptions and their delivery state: headers only
         * @description As GET, with the same status and headers and no body.
         */
        head: operations["listWebhooksHead"];
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a webhook subscription and its delivery state
         * @description The subscription with its cursor, state and last failure; its signing secret is not shown.
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Remove a webhook subscription
         * @description Its cursor and secret are gone. Each attempt first checks that the subscription still exists, so after this answers no delivery to it starts (see the 204).
         */
        delete: operations["deleteWebhook"];
        options?: never;
        /**
         * Read a webhook subscription and its delivery state: headers only
         * @description As GET, with the same status and headers and no body.
         */
        head: operations["getWebhookHead"];
        patch?: never;
        trace?: never;
    };
    "/ContentApi/Webhooks/{id}/Enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable a disabled subscription again
         * @description Delivery resumes at its cursor: nothing was skipped while it was disabled.
         */
        post: operations["enableWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description The id of a check.
         * @example placeholders
         */
        CheckId: "placeholders" | "markup" | "icu" | "plurals" | "numbers" | "urls" | "whitespace" | "punctuation" | "maxLength" | "forbiddenTerm" | "missingTerm";
        /** @description A warning about one text. */
        TextWarning: {
            check: components["schemas"]["CheckId"];
            /**
             * @description The language of the text warned about.
             * @example nn-NO
             */
            languageCode: string;
            /**
             * @description What is wrong, in words.
             * @example The source has the placeholder {0}; this text lacks it.
             */
            message: string;
        };
        /** @description The warnings about the texts a write of many contents wrote to one of them. */
        ContentWarnings: {
            /**
             * @description The content; absent for one a dry run would create.
             * @example 7
             */
            contentId?: number;
            /**
             * @description The content's key, when it has one.
             * @example skjema.tittel
             */
            key?: string;
            warnings: components["schemas"]["TextWarning"][];
        };
        /** @description A check's findings in one language. */
        CheckCount: {
            /**
             * @description Texts with at least one warning of the check.
             * @example 1
             */
            count: number;
            /**
             * @description Their contents, ascending.
             * @example [
             *       7
             *     ]
             */
            contentIds: number[];
        };
        /**
         * @description What the quality checks find in a language's current texts (of contents not archived).
         * @example {
         *       "languageCode": "nn-NO",
         *       "checks": {
         *         "placeholders": {
         *           "count": 1,
         *           "contentIds": [
         *             7
         *           ]
         *         }
         *       }
         *     }
         */
        LanguageChecks: {
            /** @example nn-NO */
            languageCode: string;
            /** @description Per check id, in the order of CheckId: only the checks that warn about some text. */
            checks: {
                placeholders?: components["schemas"]["CheckCount"];
                markup?: components["schemas"]["CheckCount"];
                icu?: components["schemas"]["CheckCount"];
                plurals?: components["schemas"]["CheckCount"];
                numbers?: components["schemas"]["CheckCount"];
                urls?: components["schemas"]["CheckCount"];
                whitespace?: components["schemas"]["CheckCount"];
                punctuation?: components["schemas"]["CheckCount"];
                maxLength?: components["schemas"]["CheckCount"];
                forbiddenTerm?: components["schemas"]["CheckCount"];
                missingTerm?: components["schemas"]["CheckCount"];
            };
        };
        /** @description A text in a language, to check against the content as it is. Member names match case-insensitively; unknown members are ignored. */
        TextToCheck: {
            /** @example nn-NO */
            LanguageCode: string;
            /** @description The text as typed (it is not saved). */
            Text: string;
        };
        /**
         * @description What the quality checks (and the termbase) find in a text.
         * @example {
         *       "warnings": [
         *         {
         *           "check": "placeholders",
         *           "languageCode": "nn-NO",
         *           "message": "The source has the placeholder {0}; this text lacks it."
         *         }
         *       ]
         *     }
         */
        TextWarnings: {
            /** @description Empty when the checks find nothing. */
            warnings: components["schemas"]["TextWarning"][];
        };
        /** @description A language a text can be written in. */
        Language: {
            /** @example 1 */
            id: number;
            /** @example nb-NO */
            languageCode: string;
        };
        /** @description The language's name from CLDR, without the subtags its language implies (nn-NO: Norwegian Nynorsk, en-GB: British English). A stored code CLDR does not know (kept from before codes were checked) is its own name. */
        LanguageName: {
            /**
             * @description In English.
             * @example Norwegian Nynorsk
             */
            en: string;
            /**
             * @description In the language itself; the English name when CLDR has no names in it.
             * @example norsk nynorsk
             */
            native: string;
        };
        /**
         * @description A language a text can be written in, with its names.
         * @example {
         *       "id": 2,
         *       "languageCode": "nn-NO",
         *       "name": {
         *         "en": "Norwegian Nynorsk",
         *         "native": "norsk nynorsk"
         *       }
         *     }
         */
        NamedLanguage: {
            /** @example 2 */
            id: number;
            /** @example nn-NO */
            languageCode: string;
            name: components["schemas"]["LanguageName"];
        };
        /** @description A language to add. */
        NewLanguage: {
            /**
             * @description A BCP 47 tag whose language (and script and region, when given) CLDR knows; stored in canonical case (`da-dk` becomes `da-DK`).
             * @example da-DK
             */
            LanguageCode: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description What a client may do with the key it sends (or without one).
         * @example {
         *       "keysConfigured": true,
         *       "readsRequireKey": false,
         *       "canRead": true,
         *       "canWrite": true,
         *       "canReview": false,
         *       "writeLanguages": [
         *         "nn-NO"
         *       ],
         *       "reviewLanguages": [],
         *       "scope": "write",
         *       "name": "anna"
         *     }
         */
        Access: {
            /** @description API keys are configured (API_KEYS or API_KEYS_FILE). */
            keysConfigured: boolean;
            /** @description Reads need a key too (READS_REQUIRE_KEY=true). */
            readsRequireKey: boolean;
            /** @description This request, with its Authorization header, may read. */
            canRead: boolean;
            /** @description This request, with its Authorization header, may write (some languages: see writeLanguages). */
            canWrite: boolean;
            /** @description This request may approve texts (some languages: see reviewLanguages). */
            canReview: boolean;
            /** @description The languages this request may write: `["*"]` for every language, `[]` for none. */
            writeLanguages: string[];
            /** @description The languages this request may review (approve): `["*"]` for every language, `[]` for none. */
            reviewLanguages: string[];
            /** @description The scope of the key sent, when it is a valid key. */
            scope?: "read" | "write" | "review";
            /**
             * @description The name of the key sent, when it is a valid key: what history and the change log show as `by`.
             * @example anna
             */
            name?: string;
        };
        /** @description A change set: the properties written together at one time (UTC, ISO 8601). */
        Version: {
            /** @example 7 */
            id: number;
            /**
             * Format: date-time
             * @example 2026-11-21T14:03:07.123Z
             */
            createdAt: string;
        };
        /** @description The source text a translation was made from: its language and version. */
        BasedOn: {
            /** @example nb-NO */
            languageCode: string;
            /**
             * @description The version of the content in which that source text was written.
             * @example 12
             */
            versionId: number;
        };
        /**
         * @description Where the text stands in translation: its state, whether its source has changed since it was made, what it was made from, and who wrote it.
         * @example {
         *       "state": "translated",
         *       "by": "anna",
         *       "outdated": true,
         *       "basedOn": {
         *         "languageCode": "nb-NO",
         *         "versionId": 12
         *       }
         *     }
         */
        Workflow: {
            /**
             * @description `machine`: a machine draft no person changed; `translated`: written by a person; `reviewed`: approved (POST …/Approve). A later write makes it `translated` again.
             * @example translated
             */
            state: "machine" | "translated" | "reviewed";
            /**
             * @description Who wrote this text's version: the API key's name (`anonymous` without keys).
             * @example anna
             */
            by: string;
            /** @description The source text has changed since `basedOn` (a newer version, or deleted). In reads of a content (now, or as of a version); absent in the list of versions. */
            outdated?: boolean;
            basedOn?: components["schemas"]["BasedOn"];
        };
        /** @description One text of a content, in one language. */
        Property: {
            /** @example 7 */
            id: number;
            /** @example Hei */
            text: string;
            language: components["schemas"]["Language"];
            version: components["schemas"]["Version"];
            /**
             * @description Present when a machine wrote the text (a draft) and no person has approved it yet.
             * @enum {string}
             */
            origin?: "machine";
            workflow?: components["schemas"]["Workflow"];
        };
        /** @description A content entry with its texts. */
        Content: {
            /** @example 7 */
            id: number;
            /**
             * @description The content's key; absent when it has none.
             * @example skjema.tittel
             */
            key?: string;
            /**
             * @description Only in a read as of a version: the content was archived then.
             * @enum {boolean}
             */
            archived?: true;
            properties: components["schemas"]["Property"][];
            /**
             * @description The language its translations are made from: the language of its first text unless set (PUT …/SourceLanguage).
             * @example nb-NO
             */
            sourceLanguage?: string;
            /**
             * @description Both written forms (nb-NO and nn-NO) are required for it.
             * @enum {boolean}
             */
            parallel?: true;
            /**
             * @description The longest its texts may be, in characters (PUT …/MaxLength); absent when it has no limit. The `maxLength` check warns of a longer text.
             * @example 40
             */
            maxLength?: number;
        };
        /** @description A content after a write of its texts, with the warnings about them. */
        WrittenContent: {
            /** @example 7 */
            id: number;
            /**
             * @description The content's key; absent when it has none.
             * @example skjema.tittel
             */
            key?: string;
            /**
             * @description Only in a read as of a version: the content was archived then.
             * @enum {boolean}
             */
            archived?: true;
            properties: components["schemas"]["Property"][];
            /**
             * @description The language its translations are made from: the language of its first text unless set (PUT …/SourceLanguage).
             * @example nb-NO
             */
            sourceLanguage?: string;
            /**
             * @description Both written forms (nb-NO and nn-NO) are required for it.
             * @enum {boolean}
             */
            parallel?: true;
            /**
             * @description The longest its texts may be, in characters (PUT …/MaxLength); absent when it has no limit. The `maxLength` check warns of a longer text.
             * @example 40
             */
            maxLength?: number;
            /** @description What the quality checks (and the termbase) found in the texts this write wrote; absent when nothing (docs/CHECKS.md). Warnings never refuse a write, except those of the checks CHECKS_BLOCKING names. */
            warnings?: components["schemas"]["TextWarning"][];
        };
        /** @description One entry of a content's history. */
        VersionRecord: {
            /** @example 9 */
            id: number;
            /**
             * Format: date-time
             * @example 2026-11-21T14:03:07.123Z
             */
            createdAt: string;
            /**
             * @description What the version did.
             * @example textsWritten
             */
            kind: "created" | "textsWritten" | "textDeleted" | "archived" | "restored" | "keyChanged" | "purged" | "textsReviewed" | "sourceLanguageChanged" | "maxLengthChanged";
            /**
             * @description Who wrote the version: the API key's name.
             * @example anna
             */
            by: string;
            /** @description The properties written in this version. */
            properties: components["schemas"]["Property"][];
            /** @description Languages whose text this version deleted. */
            deletedLanguages?: components["schemas"]["Language"][];
            /**
             * @description The content's key after this version, when it had one.
             * @example skjema.tittel
             */
            key?: string;
            /**
             * @description The content was archived after this version.
             * @enum {boolean}
             */
            archived?: true;
            /**
             * @description The content's source language after this version.
             * @example nb-NO
             */
            sourceLanguage?: string;
            /**
             * @description The content was marked parallel after this version.
             * @enum {boolean}
             */
            parallel?: true;
            /**
             * @description The content's MaxLength after this version, when it had one.
             * @example 40
             */
            maxLength?: number;
        };
        /** @description A new content with one text, and optionally its key. Member names match case-insensitively (Text or text); unknown members are ignored. */
        NewContent: {
            /**
             * @description A text. It must contain a character other than white space, and no U+0000 or unpaired surrogate code unit. Stored exactly as sent.
             * @example Hei
             */
            Text: string;
            /**
             * @description The code of a known language, matched case-insensitively (nb-NO, nn-NO, en-US, …).
             * @example nb-NO
             */
            LanguageCode: string;
            /**
             * @description A stable name for the content, unique in the store: 1 to 200 characters of A-Z a-z 0-9 . _ - : / (case-sensitive).
             * @example skjema.tittel
             */
            Key?: string;
            /**
             * @description Both written forms (nb-NO and nn-NO) are required for this content.
             * @example true
             */
            Parallel?: boolean;
        };
        /** @description A new content with texts in several languages, and optionally its key. Member names match case-insensitively (Text or text); unknown members are ignored. */
        NewContentTexts: {
            /** @description One text per language; a language may appear once. */
            Properties: components["schemas"]["TextItem"][];
            /**
             * @description A stable name for the content, unique in the store: 1 to 200 characters of A-Z a-z 0-9 . _ - : / (case-sensitive).
             * @example skjema.tittel
             */
            Key?: string;
            /**
             * @description Both written forms (nb-NO and nn-NO) are required for this content.
             * @example true
             */
            Parallel?: boolean;
        };
        /**
         * @description One text in one language, as a write sends it. Member names match case-insensitively (Text or text); unknown members are ignored.
         * @example {
         *       "Text": "Søknadsskjema",
         *       "LanguageCode": "nb-NO"
         *     }
         */
        TextItem: {
            /**
             * @description A text. It must contain a character other than white space, and no U+0000 or unpaired surrogate code unit. Stored exactly as sent.
             * @example Hei
             */
            Text: string;
            /**
             * @description The code of a known language, matched case-insensitively (nb-NO, nn-NO, en-US, …).
             * @example nb-NO
             */
            LanguageCode: string;
        };
        /** @description Texts in several languages, written together as one version; optionally the parallel mark and the version the translations were made from. Member names match case-insensitively (Text or text); unknown members are ignored. */
        ContentTexts: {
            /** @description One text per language; a language may appear once. */
            Properties: components["schemas"]["TextItem"][];
            /**
             * @description Both written forms (nb-NO and nn-NO) are required for this content.
             * @example true
             */
            Parallel?: boolean;
            /**
             * @description The version of this content whose source-language text the translation was made from (default: the source text as it is now). 400 when it is not a version of this content, 409 when the content had no source text then. Ignored for a text in the source language.
             * @example 12
             */
            BasedOnVersion?: number;
        };
        /** @description The key of a content. Member names match case-insensitively (Text or text); unknown members are ignored. */
        ContentKey: {
            /** @description The new key, or null to remove it. */
            Key: string | (never | null);
        };
        /** @description The MaxLength of a content. Member names match case-insensitively (Text or text); unknown members are ignored. */
        ContentMaxLength: {
            /** @description The longest its texts may be, in characters (Unicode code points); null removes the limit. */
            MaxLength: number | (never | null);
        };
        /** @description The language a content's translations are made from. Member names match case-insensitively (Text or text); unknown members are ignored. */
        SourceLanguage: {
            /**
             * @description The code of a known language, matched case-insensitively (nb-NO, nn-NO, en-US, …).
             * @example nb-NO
             */
            LanguageCode: string;
        };
        /** @description The new text of one language. Member names match case-insensitively (Text or text); unknown members are ignored. */
        PropertyText: {
            /**
             * @description A text. It must contain a character other than white space, and no U+0000 or unpaired surrogate code unit. Stored exactly as sent.
             * @example Hei
             */
            Text: string;
            /**
             * @description The version of this content whose source-language text the translation was made from (default: the source text as it is now). 400 when it is not a version of this content, 409 when the content had no source text then. Ignored for a text in the source language.
             * @example 12
             */
            BasedOnVersion?: number;
        };
        /** @description An error, as application/problem+json (RFC 9457). */
        ProblemDetails: {
            /** @example https://tools.ietf.org/html/rfc9110#section-15.5.1 */
            type: string;
            /** @example One or more validation errors occurred. */
            title: string;
            /** @example 400 */
            status: number;
            detail?: string;
            /** @description The request id; the same id is in the log line of the request. */
            traceId: string;
            /**
             * @description Validation messages keyed by the request field ("$" for the body as a whole).
             * @example {
             *       "LanguageCode": [
             *         "Unknown language \"xx\". Known: nb-NO, nn-NO, en-US."
             *       ]
             *     }
             */
            errors?: {
                [key: string]: string[];
            };
        };
        /** @description One text of a page, in one language. */
        WikiProperty: {
            readonly id: number;
            text: string;
            languageCode: string;
        };
        /** @description A content read in one language. */
        WikiPage: {
            readonly id: number;
            readonly property: components["schemas"]["WikiProperty"];
        };
        /** @description How much of the content one language has. */
        LanguageCoverage: {
            id: number;
            languageCode: string;
            /** @description Contents that have a text in this language. */
            contents: number;
            /** @description contents / all contents (0 when there are none). */
            contentShare: number;
            /** @description Characters of the current texts in this language. */
            characters: number;
            /** @description characters / all characters (0 when there are none). */
            characterShare: number;
            /** @description Contents whose current text in this language is a machine draft not yet approved. */
            machineDrafts: number;
            /** @description Current texts in this language whose source text changed since they were made from it. */
            outdated: number;
            /** @description Current texts in this language in state `machine`. */
            machine: number;
            /** @description Current texts in this language in state `translated`. */
            translated: number;
            /** @description Current texts in this language in state `reviewed`. */
            reviewed: number;
            /** @description Its texts are published only once reviewed (REVIEW_REQUIRED). */
            reviewRequired: boolean;
            /** @description Current texts in this language with at least one warning of the quality checks (docs/CHECKS.md; GET /ContentApi/Checks lists them); absent with TEXT_CHECKS=off. */
            warnings?: number;
        };
        /** @description Whether the contents hold both written forms, nb-NO and nn-NO, in step (§14 of the language act); absent unless both are languages of the store. */
        WrittenForms: {
            /**
             * @example [
             *       "nb-NO",
             *       "nn-NO"
             *     ]
             */
            languages: string[];
            /** @description Contents with a current text in both, neither outdated, and each reviewed where its language requires review (what is published is the current text in both). */
            inStep: number;
            /** @description Contents with a current text in both that are not in step. */
            outOfStep: number;
            /** @description Contents marked `"parallel": true` that lack a current text in one of them, or both. */
            parallelMissingForm: number;
        };
        /**
         * @description How much of the content is written in each language, counted on current texts.
         * @example {
         *       "contents": 4,
         *       "characters": 60,
         *       "contentsWithEveryLanguage": 1,
         *       "languages": [
         *         {
         *           "id": 1,
         *           "languageCode": "nb-NO",
         *           "contents": 4,
         *           "contentShare": 1,
         *           "characters": 36,
         *           "characterShare": 0.6,
         *           "machineDrafts": 0,
         *           "outdated": 0,
         *           "machine": 0,
         *           "translated": 4,
         *           "reviewed": 0,
         *           "reviewRequired": false
         *         },
         *         {
         *           "id": 2,
         *           "languageCode": "nn-NO",
         *           "contents": 2,
         *           "contentShare": 0.5,
         *           "characters": 18,
         *           "characterShare": 0.3,
         *           "machineDrafts": 1,
         *           "outdated": 1,
         *           "machine": 1,
         *           "translated": 0,
         *           "reviewed": 1,
         *           "reviewRequired": true
         *         },
         *         {
         *           "id": 3,
         *           "languageCode": "en-US",
         *           "contents": 1,
         *           "contentShare": 0.25,
         *           "characters": 6,
         *           "characterShare": 0.1,
         *           "machineDrafts": 0,
         *           "outdated": 0,
         *           "machine": 0,
         *           "translated": 1,
         *           "reviewed": 0,
         *           "reviewRequired": false
         *         }
         *       ],
         *       "writtenForms": {
         *         "languages": [
         *           "nb-NO",
         *           "nn-NO"
         *         ],
         *         "inStep": 1,
         *         "outOfStep": 1,
         *         "parallelMissingForm": 1
         *       }
         *     }
         */
        Coverage: {
            /** @description All contents. */
            contents: number;
            /** @description Characters (Unicode code points) of all current texts. */
            characters: number;
            /** @description Contents that have a text in every language. */
            contentsWithEveryLanguage: number;
            /** @description One entry per language, ascending id, including languages no content uses yet. */
            languages: components["schemas"]["LanguageCoverage"][];
            writtenForms?: components["schemas"]["WrittenForms"];
        };
        /** @description A run of words: kept, added or removed. */
        DiffPart: {
            /** @example barnehagen */
            value: string;
            /** @enum {boolean} */
            added?: true;
            /** @enum {boolean} */
            removed?: true;
        };
        /**
         * @description What changed in a translation's source text since the translation was made from it.
         * @example {
         *       "language": "nn-NO",
         *       "basedOn": {
         *         "languageCode": "nb-NO",
         *         "versionId": 12
         *       },
         *       "sourceVersionId": 14,
         *       "outdated": true,
         *       "changes": [
         *         {
         *           "value": "Søk om "
         *         },
         *         {
         *           "value": "barnehageplass",
         *           "removed": true
         *         },
         *         {
         *           "value": "ny plass i barnehagen",
         *           "added": true
         *         }
         *       ]
         *     }
         */
        SourceDiff: {
            /**
             * @description The translation asked about.
             * @example nn-NO
             */
            language: string;
            basedOn: components["schemas"]["BasedOn"];
            /**
             * @description The version of the source language's current text; absent when it was deleted.
             * @example 14
             */
            sourceVersionId?: number;
            /** @description The source text has changed since `basedOn` (or was deleted). */
            outdated: boolean;
            /** @description The source text as of `basedOn` turned into the current one, word by word (all removed when it was deleted; one kept part when nothing changed). */
            changes: components["schemas"]["DiffPart"][];
        };
        /** @description One change in the change log. */
        Change: {
            /** @description Opaque; give it as `after` to read the changes after this one. */
            cursor: string;
            /** @example textsWritten */
            kind: "created" | "textsWritten" | "restored" | "textDeleted" | "archived" | "purged" | "keyChanged" | "languageAdded" | "textsReviewed" | "sourceLanguageChanged" | "maxLengthChanged";
            /** @description The content changed (absent for languageAdded). */
            contentId?: number;
            /** @description The version the change made (absent for languageAdded). */
            versionId?: number;
            /**
             * @description The languages whose current text changed (all of the content's for archived, purged and a restore that brought it back; the added one for languageAdded; none for keyChanged and maxLengthChanged).
             * @example [
             *       "nb-NO"
             *     ]
             */
            languages: string[];
            /**
             * Format: date-time
             * @description When the change was written (the store's clock).
             */
            at: string;
            /**
             * @description Who made the change: the API key's name (`anonymous` without keys; `cli` for the CLI).
             * @example anna
             */
            by: string;
        };
        /**
         * @description Changes in commit order.
         * @example {
         *       "changes": [
         *         {
         *           "cursor": "42",
         *           "kind": "created",
         *           "contentId": 7,
         *           "versionId": 12,
         *           "languages": [
         *             "nb-NO"
         *           ],
         *           "at": "2026-11-23T10:00:00.000Z",
         *           "by": "anna"
         *         }
         *       ],
         *       "next": "42"
         *     }
         */
        ChangePage: {
            changes: components["schemas"]["Change"][];
            /** @description Give it as `after` to read on; equals `after` when nothing followed. */
            next: string;
        };
        /** @description A current text that matches a search. */
        SearchHit: {
            /** @example 7 */
            contentId: number;
            /**
             * @description The content's key, when it has one.
             * @example skjema.tittel
             */
            key?: string;
            language: components["schemas"]["Language"];
            /**
             * @description The current text that matched.
             * @example Søknad om skuleskyss
             */
            text: string;
            /**
             * @description The text HTML-escaped, with `<mark>` around the matching words, cut to about 160 characters around the part with the most matches (… where it was cut).
             * @example <mark>Søknad</mark> om skuleskyss
             */
            snippet: string;
            /**
             * @description Relevance: higher is better; compare within one answer only.
             * @example 1.401
             */
            score: number;
        };
        /**
         * @description Hits, best first (ties by content id).
         * @example {
         *       "hits": [
         *         {
         *           "contentId": 7,
         *           "key": "skjema.tittel",
         *           "language": {
         *             "id": 2,
         *             "languageCode": "nn-NO"
         *           },
         *           "text": "Søknad om skuleskyss",
         *           "snippet": "<mark>Søknad</mark> om skuleskyss",
         *           "score": 1.401
         *         }
         *       ],
         *       "next": "MjA"
         *     }
         */
        SearchPage: {
            hits: components["schemas"]["SearchHit"][];
            /** @description Give it as `after` for the next page; absent on the last page. */
            next?: string;
        };
        /** @description A webhook subscription to make. Member names match case-insensitively (Url or url); unknown members are ignored. */
        NewWebhook: {
            /** @description Where to POST each change: an http or https URL whose host is, or resolves only to, public unicast addresses (not loopback, private, link-local, multicast or reserved, nor an IPv6 form that carries such an IPv4 address) unless WEBHOOK_ALLOW_PRIVATE=true. Redirects are not followed. */
            Url: string;
            /** @description Only changes of these kinds; absent or empty: every kind. */
            Kinds?: ("created" | "textsWritten" | "restored" | "textDeleted" | "archived" | "purged" | "keyChanged" | "languageAdded" | "textsReviewed" | "sourceLanguageChanged" | "maxLengthChanged")[];
            /** @description Only changes to texts in these languages; absent or empty: every change. */
            Languages?: string[];
        };
        /** @description A webhook subscription and its delivery state. */
        Webhook: {
            /** @example 1 */
            id: number;
            url: string;
            /** @description The kinds delivered; empty: every kind. */
            kinds: string[];
            /** @description The languages delivered; empty: every change. */
            languages: string[];
            /** @description `disabled` after 3 days of failures; enable it again with POST …/{id}/Enable. */
            state: "active" | "disabled";
            /** @description Changes after its cursor not yet delivered or passed over (counted up to 1,000; 1000 means at least). */
            backlog: number;
            /** Format: date-time */
            lastAttempt?: string;
            /** @description The target's last HTTP status. */
            lastStatus?: number;
            /** @description Why the last attempt failed. */
            lastError?: string;
            /**
             * Format: date-time
             * @description When a failed delivery is retried.
             */
            nextAttempt?: string;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A new subscription, with its secret. */
        CreatedWebhook: {
            /** @example 1 */
            id: number;
            url: string;
            /** @description The kinds delivered; empty: every kind. */
            kinds: string[];
            /** @description The languages delivered; empty: every change. */
            languages: string[];
            /** @description `disabled` after 3 days of failures; enable it again with POST …/{id}/Enable. */
            state: "active" | "disabled";
            /** @description Changes after its cursor not yet delivered or passed over (counted up to 1,000; 1000 means at least). */
            backlog: number;
            /** Format: date-time */
            lastAttempt?: string;
            /** @description The target's last HTTP status. */
            lastStatus?: number;
            /** @description Why the last attempt failed. */
            lastError?: string;
            /**
             * Format: date-time
             * @description When a failed delivery is retried.
             */
            nextAttempt?: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * @description The signing secret (Standard Webhooks, `whsec_…`): shown only in this answer.
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
             */
            secret: string;
        };
        /** @description A text to draft into the other written form. Member names match case-insensitively; unknown members are ignored. */
        DraftRequest: {
            /**
             * @description The text to draft from, at most 10000 characters. It must contain a character other than white space, and no U+0000 or unpaired surrogate code unit.
             * @example Vi har ikke mottatt dokumentene dine ennå
             */
            Text: string;
            /**
             * @description nb-NO or nn-NO (matched case-insensitively).
             * @example nb-NO
             */
            From: string;
            /**
             * @description nb-NO or nn-NO (matched case-insensitively).
             * @example nn-NO
             */
            To: string;
        };
        /** @description A machine draft; nothing was stored. */
        Draft: {
            /**
             * @description The machine draft.
             * @example Vi har ikkje motteke dokumenta dine enno
             */
            text: string;
            /** @example nb-NO */
            from: string;
            /** @example nn-NO */
            to: string;
            /**
             * @description The translation engine and its version.
             * @example apertium-nno-nob 1.5.0
             */
            engine: string;
        };
        /**
         * @description What a backlog fill did.
         * @example {
         *       "written": 1200,
         *       "skipped": 0
         *     }
         */
        FillResult: {
            /** @description Contents that got a machine draft as a new version. */
            written: number;
            /** @description Contents of the backlog left as they were: written by someone else meanwhile, archived, or with a text longer than 10000 characters, or a draft a blocking check (CHECKS_BLOCKING) refused. */
            skipped: number;
            /** @description Per content written, what the quality checks found in the texts written (docs/CHECKS.md); absent when nothing. */
            warnings?: components["schemas"]["ContentWarnings"][];
        };
        /**
         * @example {
         *       "written": 12,
         *       "unchanged": 3,
         *       "sourceChanged": [
         *         {
         *           "contentId": 7,
         *           "unit": "7",
         *           "exportedVersion": 12,
         *           "currentVersion": 15
         *         }
         *       ],
         *       "errors": []
         *     }
         */
        XliffReport: {
            /** @description Contents whose target text was written as a new version. */
            written: number;
            /** @description Units whose target equals the current text already. */
            unchanged: number;
            /** @description Units skipped because their source text changed since the export: translate them again. */
            sourceChanged: {
                contentId: number;
                /** @description The unit's id in the file. */
                unit: string;
                /** @description The source version the unit was translated from. */
                exportedVersion: number;
                /** @description The source's current version; null when the source text was deleted. */
                currentVersion: number | null;
            }[];
            /** @description Units that were not written, and why (a blocking check, CHECKS_BLOCKING, refusing the target among them). */
            errors: {
                unit: string;
                contentId?: number;
                message: string;
            }[];
            /** @description Per content written, what the quality checks found in the texts written (docs/CHECKS.md); absent when nothing. */
            warnings?: components["schemas"]["ContentWarnings"][];
        };
        ImportConflict: {
            /** @description The name in the file: the key, or the id of a content without one. */
            key: string;
            /** @example nn-NO */
            language: string;
            /** @description The content the name belongs to, when there is one. */
            contentId?: number;
            /** @description The version of the language's text the file was exported at (null: it had no text then); absent when the file carries no version for it. */
            fileVersion?: number | null;
            /** @description The version of the language's current text (null: it has none). */
            currentVersion: number | null;
            /** @description Why the text was not written. */
            reason: string;
        };
        /**
         * @description What an import wrote (with dryRun=true: would write), and what it left alone.
         * @example {
         *       "created": 2,
         *       "updated": 1,
         *       "unchanged": 40,
         *       "conflicts": [
         *         {
         *           "key": "skjema.tittel",
         *           "language": "nn-NO",
         *           "contentId": 7,
         *           "fileVersion": 12,
         *           "currentVersion": 15,
         *           "reason": "The text was changed in the store after the version the file was exported at."
         *         }
         *       ]
         *     }
         */
        ImportReport: {
            /** @description Contents created for names the store did not have. */
            created: number;
            /** @description Texts written to existing contents, each as a new version of its content. */
            updated: number;
            /** @description Texts the store has already as the file has them. */
            unchanged: number;
            /** @description Texts not written because the store changed them after the version the file was exported at (or while the file was imported), because their key belongs to an archived content, or because a blocking check (CHECKS_BLOCKING) refused them. */
            conflicts: components["schemas"]["ImportConflict"][];
            /** @description Per content written, what the quality checks found in the texts written (docs/CHECKS.md); absent when nothing. */
            warnings?: components["schemas"]["ContentWarnings"][];
        };
        /**
         * @description `preferred`: the form to use; `admitted`: acceptable; `forbidden`: not to be used (a warning where a text of its language uses it).
         * @example preferred
         */
        TermStatus: "preferred" | "admitted" | "forbidden";
        /** @description One term of an entry to write. */
        NewTerm: {
            /**
             * @description A language of the store.
             * @example nn-NO
             */
            LanguageCode: string;
            /**
             * @description The term: a word or words, without white space at either end.
             * @example handsame
             */
            Term: string;
            Status: components["schemas"]["TermStatus"];
        };
        /** @description A termbase entry to create or to replace one with. Member names match case-insensitively (Terms or terms); unknown members are ignored. */
        NewTermEntry: {
            /** @description The terms, at least one; a language and term (ignoring case) at most once. */
            Terms: components["schemas"]["NewTerm"][];
            /** @description What the entry is about, or why a form is preferred (white space at the ends is dropped). */
            Note?: string;
        };
        /** @description A term of an entry. */
        Term: {
            /** @example nn-NO */
            languageCode: string;
            /** @example handsame */
            term: string;
            status: components["schemas"]["TermStatus"];
        };
        /**
         * @description A termbase entry: one concept, its terms per language.
         * @example {
         *       "id": 1,
         *       "terms": [
         *         {
         *           "languageCode": "nn-NO",
         *           "term": "handsame",
         *           "status": "preferred"
         *         },
         *         {
         *           "languageCode": "nn-NO",
         *           "term": "behandle",
         *           "status": "forbidden"
         *         },
         *         {
         *           "languageCode": "nb-NO",
         *           "term": "behandle",
         *           "status": "preferred"
         *         }
         *       ],
         *       "note": "Nynorsk: handsame, not behandle.",
         *       "createdAt": "2026-11-29T10:00:00.000Z",
         *       "createdBy": "anna",
         *       "updatedAt": "2026-11-29T10:00:00.000Z",
         *       "updatedBy": "anna"
         *     }
         */
        TermEntry: {
            /** @example 1 */
            id: number;
            /** @description The terms, in the order they were given. */
            terms: components["schemas"]["Term"][];
            /** @description Absent when the entry has none. */
            note?: string;
            /** Format: date-time */
            createdAt: string;
            /** @description The name of the API key that created it. */
            createdBy: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description The name of the API key that wrote it last. */
            updatedBy: string;
        };
        /**
         * @example {
         *       "created": 10,
         *       "unchanged": 0,
         *       "terms": 24
         *     }
         */
        TbxReport: {
            /** @description Entries added. */
            created: number;
            /** @description Entries left out because an entry with the same terms and note exists already. */
            unchanged: number;
            /** @description Terms in the entries added. */
            terms: number;
        };
        /** @description A source text to find translations of. Member names match case-insensitively; unknown members are ignored. */
        SuggestionRequest: {
            /**
             * @description The source text to find translations of, at most 10000 characters. It must contain a character other than white space, and no U+0000 or unpaired surrogate code unit.
             * @example Søknaden din er mottatt.
             */
            Text: string;
            /**
             * @description The source text's language (matched case-insensitively).
             * @example nb-NO
             */
            From: string;
            /**
             * @description The language to suggest translations in.
             * @example nn-NO
             */
            To: string;
        };
        /** @description A translation suggested for a text. */
        Suggestion: {
            /**
             * @description The suggested translation.
             * @example Søknaden din er motteken.
             */
            text: string;
            /**
             * @description The source text it translates (the given text itself for a machine draft).
             * @example Søknaden din er mottatt.
             */
            source: string;
            /**
             * @description How alike `source` is to the given text: 1 identical, at least 0.7 (docs/MEMORY.md defines it). Absent on a machine draft.
             * @example 0.93
             */
            similarity?: number;
            /**
             * @description The content the translation is a current text of (origin memory).
             * @example 7
             */
            contentId?: number;
            /**
             * @description The version that wrote the translation (origin memory).
             * @example 12
             */
            versionId?: number;
            /**
             * @description The translation's workflow state: `reviewed` when a reviewer approved it; imported TMX units are `translated`; a machine draft is `machine`.
             * @example reviewed
             */
            state: "machine" | "translated" | "reviewed";
            /**
             * @description Where it comes from: `memory` another content's current texts, `tmx` a unit imported from TMX, `machine` a machine draft of the given text (Bokmål ⇄ Nynorsk).
             * @example memory
             */
            origin: "memory" | "tmx" | "machine";
        };
        /**
         * @description At most 5 suggestions from memory, best first (similarity, then reviewed before others, then newer first), then the machine draft when there is one.
         * @example {
         *       "suggestions": [
         *         {
         *           "text": "Søknaden din er motteken.",
         *           "source": "Søknaden din er mottatt.",
         *           "similarity": 1,
         *           "contentId": 7,
         *           "versionId": 12,
         *           "state": "reviewed",
         *           "origin": "memory"
         *         },
         *         {
         *           "text": "Søknaden din er motteken.",
         *           "source": "Søknaden din er mottatt.",
         *           "state": "machine",
         *           "origin": "machine"
         *         }
         *       ]
         *     }
         */
        SuggestionList: {
            suggestions: components["schemas"]["Suggestion"][];
        };
        /** @description What a TMX import stored. It writes no content. */
        TmxImportReport: {
            /**
             * @description Translation units stored.
             * @example 120
             */
            imported: number;
            /**
             * @description Units the memory held already (the same texts in the same languages).
             * @example 3
             */
            duplicates: number;
            /**
             * @description Units left out: fewer than two languages with a text.
             * @example 1
             */
            skipped: number;
        };
        /** @description A text to find termbase terms in. Member names match case-insensitively; unknown members are ignored. */
        TermMatchRequest: {
            /**
             * @description The text to find terms in, at most 10000 characters. It must contain a character other than white space, and no U+0000 or unpaired surrogate code unit.
             * @example Vi behandler søknaden din.
             */
            Text: string;
            /**
             * @description The text's language (matched case-insensitively): its terms are looked for.
             * @example nb-NO
             */
            LanguageCode: string;
            /**
             * @description The language whose preferred terms each match names (matched case-insensitively).
             * @example nn-NO
             */
            To: string;
        };
        /** @description A termbase term found in a text. */
        TermMatch: {
            /**
             * @description Where the term starts in the text: an offset in UTF-16 code units, as JavaScript counts.
             * @example 3
             */
            start: number;
            /**
             * @description Where it ends (exclusive), in the same units.
             * @example 12
             */
            end: number;
            /**
             * @description The termbase's term found (the text may have it inflected: `behandler` for `behandle`).
             * @example behandle
             */
            term: string;
            /**
             * @description The termbase entry of the term.
             * @example 1
             */
            entryId: number;
            /**
             * @description The entry's preferred terms in `To`, in the entry's order; empty when it has none.
             * @example [
             *       "handsame"
             *     ]
             */
            preferred: string[];
        };
        /**
         * @description The termbase terms a text has.
         * @example {
         *       "matches": [
         *         {
         *           "start": 3,
         *           "end": 12,
         *           "term": "behandle",
         *           "entryId": 1,
         *           "preferred": [
         *             "handsame"
         *           ]
         *         },
         *         {
         *           "start": 13,
         *           "end": 21,
         *           "term": "søknad",
         *           "entryId": 2,
         *           "preferred": [
         *             "søknad"
         *           ]
         *         }
         *       ]
         *     }
         */
        TermMatchList: {
            /** @description The terms found, in text order, each occurrence once; where terms overlap, the one that starts first (then the longer) is given. */
            matches: components["schemas"]["TermMatch"][];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    metrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prometheus text exposition format 0.0.4. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    metricsHead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prometheus text exposition format 0.0.4. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Healthy */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unhealthy: the store did not answer in time */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getHealthHead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Healthy */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unhealthy: the store did not answer in time */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    listContents: {
        parameters: {
            query?: {
                /** @description Only contents that have a text in it (comma-separated: in every one of them). */
                language?: string;
                /** @description Only contents that have no text in it (comma-separated: in none of them): the backlog. */
                missingLanguage?: string;
                /** @description Only contents whose key starts with this. */
                keyPrefix?: string;
                /**
                 * @description Only contents whose current text in this language needs review: a machine draft (`"state":"machine"`), or, when the language requires review, any text not `reviewed`.
                 * @example nn-NO
                 */
                needsReview?: string;
                /**
                 * @description Only contents whose current text in this language is outdated: its source text has changed since the version it was made from (`"outdated":true`). Not with `needsReview`.
                 * @example nn-NO
                 */
                outdated?: string;
                /**
                 * @description Only contents whose current text in this language has a termbase warning: it uses a forbidden term of the language (`forbiddenTerm`), or lacks the preferred translation of a term its source text has (`missingTerm`).
                 * @example nn-NO
                 */
                termIssues?: string;
                /** @description Page size; enables paging with `after`. */
                limit?: number;
                /** @description Only contents with a larger id: paging by id, not a change feed (ids are handed out before commit, so a new content may appear behind a page already read; follow GET /ContentApi/Changes for that). */
                after?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contents, ascending by id. */
            200: {
                headers: {
                    /** @description With `limit`: the next page, while more remain. */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Content"][];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    createContent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers what the first answered (nothing is done twice); with another request, 422; while the first is still running, 409. 1 to 255 visible ASCII characters, e.g. a UUID. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewContent"] | components["schemas"]["NewContentTexts"];
            };
        };
        responses: {
            /** @description Created. `Location` names the new content. */
            201: {
                headers: {
                    /** @description The latest version id of the content, quoted. */
                    ETag?: string;
                    /** @description The path of the content created. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrittenContent"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden: the API key may read but not write, or may not write (or review) a language this request touches. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Insufficient Storage */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listContentsHead: {
        parameters: {
            query?: {
                /** @description Only contents that have a text in it (comma-separated: in every one of them). */
                language?: string;
                /** @description Only contents that have no text in it (comma-separated: in none of them): the backlog. */
                missingLanguage?: string;
                /** @description Only contents whose key starts with this. */
                keyPrefix?: string;
                /**
                 * @description Only contents whose current text in this language needs review: a machine draft (`"state":"machine"`), or, when the language requires review, any text not `reviewed`.
                 * @example nn-NO
                 */
                needsReview?: string;
                /**
                 * @description Only contents whose current text in this language is outdated: its source text has changed since the version it was made from (`"outdated":true`). Not with `needsReview`.
                 * @example nn-NO
                 */
                outdated?: string;
                /**
                 * @description Only contents whose current text in this language has a termbase warning: it uses a forbidden term of the language (`forbiddenTerm`), or lacks the preferred translation of a term its source text has (`missingTerm`).
                 * @example nn-NO
                 */
                termIssues?: string;
                /** @description Page size; enables paging with `after`. */
                limit?: number;
                /** @description Only contents with a larger id: paging by id, not a change feed (ids are handed out before commit, so a new content may appear behind a page already read; follow GET /ContentApi/Changes for that). */
                after?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contents, ascending by id. */
            200: {
                headers: {
                    /** @description With `limit`: the next page, while more remain. */
                    Link?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getContent: {
        parameters: {
            query?: {
                /** @description true: per language, the published text: the current text, or in a language that requires review (REVIEW_REQUIRED) the newest reviewed version of it (none when it was deleted since). A language with none is left out. Its own `ETag`, which changes only when what is published does. Default false: the current texts. */
                published?: boolean;
            };
            header?: {
                "if-none-match"?: string;
            };
            path: {
                /**
                 * @description The id of a content.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The content. */
            200: {
                headers: {
                    /** @description The latest version id, quoted (the If-Match of writes); of a published read, a tag of what it publishes (`"p-…"`). */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Content"];
                };
            };
            /** @description Not Modified: the ETag given in If-None-Match is current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    writeTexts: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version the write is based on; 412 when it is no longer the latest. */
                "if-match"?: string;
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers what the first answered (nothing is done twice); with another request, 422; while the first is still running, 409. 1 to 255 visible ASCII characters, e.g. a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The id of a content.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Properties": [
                 *         {
                 *           "Text": "Søknadsskjema",
                 *           "LanguageCode": "nb-NO"
                 *         },
                 *         {
                 *           "Text": "Søknadsskjema",
                 *           "LanguageCode": "nn-NO"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ContentTexts"];
            };
        };
        responses: {
            /** @description The content after the write. */
            200: {
                headers: {
                    /** @description The latest version id of the content, quoted. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrittenContent"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden: the API key may read but not write, or may not write (or review) a language this request touches. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Precondition Failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Insufficient Storage */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    archiveContent: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version the write is based on; 412 when it is no longer the latest. */
                "if-match"?: string;
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers what the first answered (nothing is done twice); with another request, 422; while the first is still running, 409. 1 to 255 visible ASCII characters, e.g. a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The id of a content.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Archived. */
            204: {
                headers: {
                    /** @description The latest version id of the content, quoted. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden: the API key may read but not write, or may not write (or review) a language this request touches. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Precondition Failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Content Too Large: the request body is larger than BODY_LIMIT. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unsupported Media Type: a request body that is not JSON. An operation that takes no body takes an empty one of any type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Insufficient Storage */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getContentHead: {
        parameters: {
            query?: {
                /** @description true: per language, the published text: the current text, or in a language that requires review (REVIEW_REQUIRED) the newest reviewed version of it (none when it was deleted since). A language with none is left out. Its own `ETag`, which changes only when what is published does. Default false: the current texts. */
                published?: boolean;
            };
            header?: {
                "if-none-match"?: string;
            };
            path: {
                /**
                 * @description The id of a content.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The content. */
            200: {
                headers: {
                    /** @description The latest version id, quoted (the If-Match of writes); of a published read, a tag of what it publishes (`"p-…"`). */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Modified: the ETag given in If-None-Match is current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getContentByKey: {
        parameters: {
            query?: {
                /** @description true: per language, the published text: the current text, or in a language that requires review (REVIEW_REQUIRED) the newest reviewed version of it (none when it was deleted since). A language with none is left out. Its own `ETag`, which changes only when what is published does. Default false: the current texts. */
                published?: boolean;
            };
            header?: {
                "if-none-match"?: string;
            };
            path: {
                /**
                 * @description The key (1 to 200 characters of A-Z a-z 0-9 . _ - : /). A slash in a key is sent percent-encoded (%2F), as OpenAPI path templating requires (`ByKey/skjema%2Ftittel`); the service also takes it unencoded (`ByKey/skjema/tittel`).
                 * @example skjema.tittel
                 */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The content. */
            200: {
                headers: {
                    /** @description The latest version id, quoted (the If-Match of writes); of a published read, a tag of what it publishes (`"p-…"`). */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Content"];
                };
            };
            /** @description Not Modified: the ETag given in If-None-Match is current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getContentByKeyHead: {
        parameters: {
            query?: {
                /** @description true: per language, the published text: the current text, or in a language that requires review (REVIEW_REQUIRED) the newest reviewed version of it (none when it was deleted since). A language with none is left out. Its own `ETag`, which changes only when what is published does. Default false: the current texts. */
                published?: boolean;
            };
            header?: {
                "if-none-match"?: string;
            };
            path: {
                /**
                 * @description The key (1 to 200 characters of A-Z a-z 0-9 . _ - : /). A slash in a key is sent percent-encoded (%2F), as OpenAPI path templating requires (`ByKey/skjema%2Ftittel`); the service also takes it unencoded (`ByKey/skjema/tittel`).
                 * @example skjema.tittel
                 */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The content. */
            200: {
                headers: {
                    /** @description The latest version id, quoted (the If-Match of writes); of a published read, a tag of what it publishes (`"p-…"`). */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Modified: the ETag given in If-None-Match is current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    writeText: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version the write is based on; 412 when it is no longer the latest. */
                "if-match"?: string;
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers what the first answered (nothing is done twice); with another request, 422; while the first is still running, 409. 1 to 255 visible ASCII characters, e.g. a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The id of a content.
                 * @example 1
                 */
                id: number;
                /**
                 * @description A known language code.
                 * @example nn-NO
                 */
                languageCode: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Text": "Søknadsskjema for barnehageplass"
                 *     }
                 */
                "application/json": components["schemas"]["PropertyText"];
            };
        };
        responses: {
            /** @description The content after the write. */
            200: {
                headers: {
                    /** @description The latest version id of the content, quoted. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrittenContent"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden: the API key may read but not write, or may not write (or review) a language this request touches. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Precondition Failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Insufficient Storage */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    deleteText: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version the write is based on; 412 when it is no longer the latest. */
                "if-match"?: string;
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers what the first answered (nothing is done twice); with another request, 422; while the first is still running, 409. 1 to 255 visible ASCII characters, e.g. a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The id of a content.
                 * @example 1
                 */
                id: number;
                /**
                 * @description A known language code.
                 * @example nn-NO
                 */
                languageCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    /** @description The latest version id of the content, quoted. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden: the API key may read but not write, or may not write (or review) a language this request touches. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Precondition Failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Content Too Large: the request body is larger than BODY_LIMIT. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unsupported Media Type: a request body that is not JSON. An operation that takes no body takes an empty one of any type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Insufficient Storage */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    setKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version the write is based on; 412 when it is no longer the latest. */
                "if-match"?: string;
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers what the first answered (nothing is done twice); with another request, 422; while the first is still running, 409. 1 to 255 visible ASCII characters, e.g. a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The id of a content.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Key": "skjema.tittel"
                 *     }
                 */
                "application/json": components["schemas"]["ContentKey"];
            };
        };
        responses: {
            /** @description The content after the change. */
            200: {
                headers: {
                    /** @description The latest version id of the content, quoted. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Content"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden: the API key may read but not write, or may not write (or review) a language this request touches. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Precondition Failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Insufficient Storage */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of a content.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The history, ascending by version id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionRecord"][];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listVersionsHead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of a content.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The history, ascending by version id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getContentAtVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of a content.
                 * @example 1
                 */
                id: number;
                /**
                 * @description A version id of the content.
                 * @example 1
                 */
                versionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The content as of the version. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Content"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getContentAtVersionHead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of a content.
                 * @example 1
                 */
                id: number;
                /**
                 * @description A version id of the content.
                 * @example 1
                 */
                versionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The content as of the version. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    restoreVersion: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version the write is based on; 412 when it is no longer the latest. */
                "if-match"?: string;
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers what the first answered (nothing is done twice); with another request, 422; while the first is still running, 409. 1 to 255 visible ASCII characters, e.g. a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The id of a content.
                 * @example 1
                 */
                id: number;
                /**
                 * @description A version id of the content.
                 * @example 1
                 */
                versionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The content after the restore. */
            200: {
                headers: {
                    /** @description The latest version id of the content, quoted. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Content"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden: the API key may read but not write, or may not write (or review) a language this request touches. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Precondition Failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Content Too Large: the request body is larger than BODY_LIMIT. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unsupported Media Type: a request body that is not JSON. An operation that takes no body takes an empty one of any type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Insufficient Storage */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    setMaxLength: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version the write is based on; 412 when it is no longer the latest. */
                "if-match"?: string;
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers what the first answered (nothing is done twice); with another request, 422; while the first is still running, 409. 1 to 255 visible ASCII characters, e.g. a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The id of a content.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "MaxLength": 40
                 *     }
                 */
                "application/json": components["schemas"]["ContentMaxLength"];
            };
        };
        responses: {
            /** @description The content after the change. */
            200: {
                headers: {
                    /** @description The latest version id of the content, quoted. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Content"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden: the API key may read but not write, or may not write (or review) a language this request touches. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Precondition Failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Insufficient Storage */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    checkText: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers what the first answered (nothing is done twice); with another request, 422; while the first is still running, 409. 1 to 255 visible ASCII characters, e.g. a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The id of a content.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "LanguageCode": "nn-NO",
                 *       "Text": "Du har nye meldingar"
                 *     }
                 */
                "application/json": components["schemas"]["TextToCheck"];
            };
        };
        responses: {
            /** @description What the checks find. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TextWarnings"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden: the API key may read but not write, or may not write (or review) a language this request touches. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listChecks: {
        parameters: {
            query: {
                /**
                 * @description A known language code.
                 * @example nn-NO
                 */
                language: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Per check, the texts it warns about. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LanguageChecks"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listChecksHead: {
        parameters: {
            query: {
                /**
                 * @description A known language code.
                 * @example nn-NO
                 */
                language: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Per check, the texts it warns about. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getWikiPage: {
        parameters: {
            query?: {
                /** @description The language to read; overrides Accept-Language. */
                language?: string;
                /** @description false: only the language asked for, no fallback chain. */
                fallback?: boolean;
            };
            header?: {
                "accept-language"?: string;
            };
            path: {
                /**
                 * @description The id of a content.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    /** @description The language of the text served. */
                    "Content-Language"?: string;
                    /** @description `Accept-Language` when no ?language= was given. */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WikiPage"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getWikiPageHead: {
        parameters: {
            query?: {
                /** @description The language to read; overrides Accept-Language. */
                language?: string;
                /** @description false: only the language asked for, no fallback chain. */
                fallback?: boolean;
            };
            header?: {
                "accept-language"?: string;
            };
            path: {
                /**
                 * @description The id of a content.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    /** @description The language of the text served. */
                    "Content-Language"?: string;
                    /** @description `Accept-Language` when no ?language= was given. */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getWikiPageByKey: {
        parameters: {
            query?: {
                /** @description The language to read; overrides Accept-Language. */
                language?: string;
                /** @description false: only the language asked for, no fallback chain. */
                fallback?: boolean;
            };
            header?: {
                "accept-language"?: string;
            };
            path: {
                /**
                 * @description The key (1 to 200 characters of A-Z a-z 0-9 . _ - : /). A slash in a key is sent percent-encoded (%2F), as OpenAPI path templating requires (`ByKey/skjema%2Ftittel`); the service also takes it unencoded (`ByKey/skjema/tittel`).
                 * @example skjema.tittel
                 */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    /** @description The language of the text served. */
                    "Content-Language"?: string;
                    /** @description `Accept-Language` when no ?language= was given. */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WikiPage"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getWikiPageByKeyHead: {
        parameters: {
            query?: {
                /** @description The language to read; overrides Accept-Language. */
                language?: string;
                /** @description false: only the language asked for, no fallback chain. */
                fallback?: boolean;
            };
            header?: {
                "accept-language"?: string;
            };
            path: {
                /**
                 * @description The key (1 to 200 characters of A-Z a-z 0-9 . _ - : /). A slash in a key is sent percent-encoded (%2F), as OpenAPI path templating requires (`ByKey/skjema%2Ftittel`); the service also takes it unencoded (`ByKey/skjema/tittel`).
                 * @example skjema.tittel
                 */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    /** @description The language of the text served. */
                    "Content-Language"?: string;
                    /** @description `Accept-Language` when no ?language= was given. */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    listWikiPages: {
        parameters: {
            query?: {
                /** @description The language to read; overrides Accept-Language. */
                language?: string;
                /** @description false: only the language asked for, no fallback chain. */
                fallback?: boolean;
            };
            header?: {
                "accept-language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pages. */
            200: {
                headers: {
                    /** @description `Accept-Language` when no ?language= was given. */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WikiPage"][];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listWikiPagesHead: {
        parameters: {
            query?: {
                /** @description The language to read; overrides Accept-Language. */
                language?: string;
                /** @description false: only the language asked for, no fallback chain. */
                fallback?: boolean;
            };
            header?: {
                "accept-language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pages. */
            200: {
                headers: {
                    /** @description `Accept-Language` when no ?language= was given. */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getBundle: {
        parameters: {
            query?: {
                /** @description false: only texts in that language; contents without one are left out. */
                fallback?: boolean;
                /**
                 * @description Only contents whose key starts with this (contents without a key are left out).
                 * @example skjema/
                 */
                keyPrefix?: string;
                /** @description true: per language, the published text: the current text, or in a language that requires review (REVIEW_REQUIRED) the newest reviewed version of it (none when it was deleted since). Default: BUNDLES_PUBLISHED_ONLY (true when REVIEW_REQUIRED is set); false: the current texts, drafts included. */
                published?: boolean;
                /** @description json: the flat bundle. i18next: JSON v4, nested at the dots of keys; po: gettext (msgctxt the key, msgid the source language's text, msgstr the language's; no fallback); arb: Flutter; android: strings.xml; csv: one row per key, a column per language (no fallback). See docs/FORMATS.md. */
                format?: "json" | "i18next" | "po" | "arb" | "android" | "csv";
                /** @description i18next: false gives flat keys (for keys that are a text and the prefix of another). */
                nesting?: boolean;
                /** @description po, arb, android, csv: each text carries the version it was exported at, so that an import reports texts changed in the store since as conflicts instead of writing over them. */
                versions?: boolean;
                /**
                 * @description po: the language of msgid; arb: of each key's description. By default the default language.
                 * @example nb-NO
                 */
                source?: string;
            };
            header?: {
                "if-none-match"?: string;
            };
            path: {
                /**
                 * @description The language of the bundle.
                 * @example nn-NO
                 */
                languageCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bundle, or the file in the format asked for. */
            200: {
                headers: {
                    /** @description Changes whenever the bundle may have (published: whenever it did). */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                    "text/x-gettext-translation": string;
                    "application/xml": string;
                    "text/csv": string;
                };
            };
            /** @description Not Modified: nothing was written since the ETag given in If-None-Match. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getBundleHead: {
        parameters: {
            query?: {
                /** @description false: only texts in that language; contents without one are left out. */
                fallback?: boolean;
                /**
                 * @description Only contents whose key starts with this (contents without a key are left out).
                 * @example skjema/
                 */
                keyPrefix?: string;
                /** @description true: per language, the published text: the current text, or in a language that requires review (REVIEW_REQUIRED) the newest reviewed version of it (none when it was deleted since). Default: BUNDLES_PUBLISHED_ONLY (true when REVIEW_REQUIRED is set); false: the current texts, drafts included. */
                published?: boolean;
                /** @description json: the flat bundle. i18next: JSON v4, nested at the dots of keys; po: gettext (msgctxt the key, msgid the source language's text, msgstr the language's; no fallback); arb: Flutter; android: strings.xml; csv: one row per key, a column per language (no fallback). See docs/FORMATS.md. */
                format?: "json" | "i18next" | "po" | "arb" | "android" | "csv";
                /** @description i18next: false gives flat keys (for keys that are a text and the prefix of another). */
                nesting?: boolean;
                /** @description po, arb, android, csv: each text carries the version it was exported at, so that an import reports texts changed in the store since as conflicts instead of writing over them. */
                versions?: boolean;
                /**
                 * @description po: the language of msgid; arb: of each key's description. By default the default language.
                 * @example nb-NO
                 */
                source?: string;
            };
            header?: {
                "if-none-match"?: string;
            };
            path: {
                /**
                 * @description The language of the bundle.
                 * @example nn-NO
                 */
                languageCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bundle, or the file in the format asked for. */
            200: {
                headers: {
                    /** @description Changes whenever the bundle may have (published: whenever it did). */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Modified: nothing was written since the ETag given in If-None-Match. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    listLanguages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every language. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NamedLanguage"][];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    addLanguage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers what the first answered (nothing is done twice); with another request, 422; while the first is still running, 409. 1 to 255 visible ASCII characters, e.g. a UUID. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "LanguageCode": "se-NO"
                 *     }
                 */
                "application/json": components["schemas"]["NewLanguage"];
            };
        };
        responses: {
            /** @description The added language. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NamedLanguage"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden: the API key may read but not write, or may not write (or review) a language this request touches. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Content Too Large: the request body is larger than BODY_LIMIT. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unsupported Media Type: a request body that is not JSON. An operation that takes no body takes an empty one of any type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listLanguagesHead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every language. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    removeLanguage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers what the first answered (nothing is done twice); with another request, 422; while the first is still running, 409. 1 to 255 visible ASCII characters, e.g. a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The code of a language, matched case-insensitively.
                 * @example da-DK
                 */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden: the API key may read but not write, or may not write (or review) a language this request touches. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Content Too Large: the request body is larger than BODY_LIMIT. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unsupported Media Type: a request body that is not JSON. An operation that takes no body takes an empty one of any type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getCoverage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Coverage"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getCoverageHead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    listChanges: {
        parameters: {
            query?: {
                /**
                 * @description A cursor this endpoint returned (a change's `cursor`, or `next`); `0` or absent: from the start; `latest`: from now (the changes committed after this request).
                 * @example 0
                 */
                after?: string;
                /** @description Seconds to wait for a change when there is none after the cursor yet (long poll); the answer comes as soon as one is committed, or with no changes and the same `next` when the time is up. */
                wait?: number;
                /** @description Most changes to return. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The changes after the cursor, and the cursor to go on from. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangePage"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listChangesHead: {
        parameters: {
            query?: {
                /**
                 * @description A cursor this endpoint returned (a change's `cursor`, or `next`); `0` or absent: from the start; `latest`: from now (the changes committed after this request).
                 * @example 0
                 */
                after?: string;
                /** @description Seconds to wait for a change when there is none after the cursor yet (long poll); the answer comes as soon as one is committed, or with no changes and the same `next` when the time is up. */
                wait?: number;
                /** @description Most changes to return. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The changes after the cursor, and the cursor to go on from. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    streamChanges: {
        parameters: {
            query?: {
                /**
                 * @description A cursor this endpoint returned (a change's `cursor`, or `next`); `0` or absent: from the start; `latest`: from now (the changes committed after this request).
                 * @example latest
                 */
                after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Server-sent events: `id: <cursor>`, `event: change`, `data: <Change JSON>`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Acceptable */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    streamChangesHead: {
        parameters: {
            query?: {
                /**
                 * @description A cursor this endpoint returned (a change's `cursor`, or `next`); `0` or absent: from the start; `latest`: from now (the changes committed after this request).
                 * @example latest
                 */
                after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Server-sent events: `id: <cursor>`, `event: change`, `data: <Change JSON>`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Acceptable */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    search: {
        parameters: {
            query: {
                /**
                 * @description What to find. Words are ANDed; `"a phrase"`; `prefix*`; `-word` excludes. Case and diacritics other than æ ø å do not matter; Norwegian and English words match their inflected forms.
                 * @example søknad skuleskyss
                 */
                q: string;
                /**
                 * @description Only texts in this language.
                 * @example nn-NO
                 */
                language?: string;
                /** @description Most hits to return. */
                limit?: number;
                /**
                 * @description The `next` of the page before.
                 * @example MjA
                 */
                after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of hits, best first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchPage"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    searchHead: {
        parameters: {
            query: {
                /**
                 * @description What to find. Words are ANDed; `"a phrase"`; `prefix*`; `-word` excludes. Case and diacritics other than æ ø å do not matter; Norwegian and English words match their inflected forms.
                 * @example søknad skuleskyss
                 */
                q: string;
                /**
                 * @description Only texts in this language.
                 * @example nn-NO
                 */
                language?: string;
                /** @description Most hits to return. */
                limit?: number;
                /**
                 * @description The `next` of the page before.
                 * @example MjA
                 */
                after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of hits, best first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    listTermEntries: {
        parameters: {
            query?: {
                /**
                 * @description Only entries with a term, in any language, that has a word starting with each word of `q` (its first 4 words), folded and stemmed as search does: `søknaden` finds `søknad`, `handsa` finds `handsame`.
                 * @example søknad
                 */
                q?: string;
                /** @description Page size (at most 1000). */
                limit?: number;
                /** @description Entries with an id above this (the last id of the previous page). */
                after?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entries, ascending by id. */
            200: {
                headers: {
                    /** @description The next page, while more remain. */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermEntry"][];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    createTermEntry: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers what the first answered (nothing is done twice); with another request, 422; while the first is still running, 409. 1 to 255 visible ASCII characters, e.g. a UUID. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Terms": [
                 *         {
                 *           "LanguageCode": "nn-NO",
                 *           "Term": "handsame",
                 *           "Status": "preferred"
                 *         },
                 *         {
                 *           "LanguageCode": "nn-NO",
                 *           "Term": "behandle",
                 *           "Status": "forbidden"
                 *         },
                 *         {
                 *           "LanguageCode": "nb-NO",
                 *           "Term": "behandle",
                 *           "Status": "preferred"
                 *         }
                 *       ],
                 *       "Note": "Nynorsk: handsame, not behandle."
                 *     }
                 */
                "application/json": components["schemas"]["NewTermEntry"];
            };
        };
        responses: {
            /** @description The entry, with its id. */
            201: {
                headers: {
                    /** @description The path of the entry created. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermEntry"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden: the API key may read but not write, or may not write (or review) a language this request touches. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Content Too Large: the request body is larger than BODY_LIMIT. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unsupported Media Type: a request body that is not JSON. An operation that takes no body takes an empty one of any type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listTermEntriesHead: {
        parameters: {
            query?: {
                /**
                 * @description Only entries with a term, in any language, that has a word starting with each word of `q` (its first 4 words), folded and stemmed as search does: `søknaden` finds `søknad`, `handsa` finds `handsame`.
                 * @example søknad
                 */
                q?: string;
                /** @description Page size (at most 1000). */
                limit?: number;
                /** @description Entries with an id above this (the last id of the previous page). */
                after?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entries, ascending by id. */
            200: {
                headers: {
                    /** @description The next page, while more remain. */
                    Link?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    exportTbx: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The TBX document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-tbx+xml": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    importTbx: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers what the first answered (nothing is done twice); with another request, 422; while the first is still running, 409. 1 to 255 visible ASCII characters, e.g. a UUID. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example <?xml version="1.0" encoding="UTF-8"?>
                 *     <tbx type="TBX-Basic" style="dca" xml:lang="en" xmlns="urn:iso:std:iso:30042:ed-2">
                 *       <tbxHeader><fileDesc><sourceDesc><p>Terms</p></sourceDesc></fileDesc></tbxHeader>
                 *       <text><body>
                 *         <conceptEntry id="c1">
                 *           <langSec xml:lang="nn-NO">
                 *             <termSec><term>handsame</term><termNote type="administrativeStatus">preferredTerm-admn-sts</termNote></termSec>
                 *             <termSec><term>behandle</term><termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote></termSec>
                 *           </langSec>
                 *         </conceptEntry>
                 *       </body></text>
                 *     </tbx>
                 */
                "application/x-tbx+xml": string;
                /**
                 * @example <?xml version="1.0" encoding="UTF-8"?>
                 *     <tbx type="TBX-Basic" style="dca" xml:lang="en" xmlns="urn:iso:std:iso:30042:ed-2">
                 *       <tbxHeader><fileDesc><sourceDesc><p>Terms</p></sourceDesc></fileDesc></tbxHeader>
                 *       <text><body>
                 *         <conceptEntry id="c1">
                 *           <langSec xml:lang="nn-NO">
                 *             <termSec><term>handsame</term><termNote type="administrativeStatus">preferredTerm-admn-sts</termNote></termSec>
                 *             <termSec><term>behandle</term><termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote></termSec>
                 *           </langSec>
                 *         </conceptEntry>
                 *       </body></text>
                 *     </tbx>
                 */
                "application/xml": string;
            };
        };
        responses: {
            /** @description How many entries were added, and left out as present. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TbxReport"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden: the API key may read but not write, or may not write (or review) a language this request touches. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    exportTbxHead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The TBX document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getTermEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of a termbase entry.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermEntry"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    replaceTermEntry: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers what the first answered (nothing is done twice); with another request, 422; while the first is still running, 409. 1 to 255 visible ASCII characters, e.g. a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The id of a termbase entry.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Terms": [
                 *         {
                 *           "LanguageCode": "nn-NO",
                 *           "Term": "handsame",
                 *           "Status": "preferred"
                 *         },
                 *         {
                 *           "LanguageCode": "nn-NO",
                 *           "Term": "behandle",
                 *           "Status": "forbidden"
                 *         },
                 *         {
                 *           "LanguageCode": "nb-NO",
                 *           "Term": "behandle",
                 *           "Status": "preferred"
                 *         }
                 *       ],
                 *       "Note": "Nynorsk: handsame, not behandle."
                 *     }
                 */
                "application/json": components["schemas"]["NewTermEntry"];
            };
        };
        responses: {
            /** @description The entry after the write. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermEntry"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden: the API key may read but not write, or may not write (or review) a language this request touches. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Content Too Large: the request body is larger than BODY_LIMIT. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unsupported Media Type: a request body that is not JSON. An operation that takes no body takes an empty one of any type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    deleteTermEntry: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers what the first answered (nothing is done twice); with another request, 422; while the first is still running, 409. 1 to 255 visible ASCII characters, e.g. a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The id of a termbase entry.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden: the API key may read but not write, or may not write (or review) a language this request touches. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Content Too Large: the request body is larger than BODY_LIMIT. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unsupported Media Type: a request body that is not JSON. An operation that takes no body takes an empty one of any type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getTermEntryHead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of a termbase entry.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    matchTerms: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers what the first answered (nothing is done twice); with another request, 422; while the first is still running, 409. 1 to 255 visible ASCII characters, e.g. a UUID. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Text": "Vi behandler søknaden din.",
                 *       "LanguageCode": "nb-NO",
                 *       "To": "nn-NO"
                 *     }
                 */
                "application/json": components["schemas"]["TermMatchRequest"];
            };
        };
        responses: {
            /** @description The terms found, in text order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermMatchList"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden: the API key may read but not write, or may not write (or review) a language this request touches. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    draftText: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers what the first answered (nothing is done twice); with another request, 422; while the first is still running, 409. 1 to 255 visible ASCII characters, e.g. a UUID. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Text": "Vi har ikke mottatt dokumentene dine ennå",
                 *       "From": "nb-NO",
                 *       "To": "nn-NO"
                 *     }
                 */
                "application/json": components["schemas"]["DraftRequest"];
            };
        };
        responses: {
            /** @description The draft. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Draft"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden: the API key may read but not write, or may not write (or review) a language this request touches. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    draftContent: {
        parameters: {
            query: {
                /**
                 * @description The written form to draft into: nb-NO or nn-NO.
                 * @example nn-NO
                 */
                to: string;
                /**
                 * @description The written form to draft from; by default the other one of nb-NO and nn-NO.
                 * @example nb-NO
                 */
                from?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The id of a content.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The draft. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Draft"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    draftContentHead: {
        parameters: {
            query: {
                /**
                 * @description The written form to draft into: nb-NO or nn-NO.
                 * @example nn-NO
                 */
                to: string;
                /**
                 * @description The written form to draft from; by default the other one of nb-NO and nn-NO.
                 * @example nb-NO
                 */
                from?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The id of a content.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The draft. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    fillBacklog: {
        parameters: {
            query: {
                /**
                 * @description The written form to draft from: nb-NO or nn-NO.
                 * @example nb-NO
                 */
                from: string;
                /**
                 * @description The written form to fill: nn-NO or nb-NO.
                 * @example nn-NO
                 */
                to: string;
                /** @description Only contents whose key starts with this. */
                keyPrefix?: string;
                /** @description Look at most at this many contents of the backlog (default: all of it). */
                limit?: number;
            };
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers what the first answered (nothing is done twice); with another request, 422; while the first is still running, 409. 1 to 255 visible ASCII characters, e.g. a UUID. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the fill did. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FillResult"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden: the API key may read but not write, or may not write (or review) a language this request touches. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Content Too Large: the request body is larger than BODY_LIMIT. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unsupported Media Type: a request body that is not JSON. An operation that takes no body takes an empty one of any type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    suggestTranslations: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers what the first answered (nothing is done twice); with another request, 422; while the first is still running, 409. 1 to 255 visible ASCII characters, e.g. a UUID. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Text": "Søknaden din er mottatt.",
                 *       "From": "nb-NO",
                 *       "To": "nn-NO"
                 *     }
                 */
                "application/json": components["schemas"]["SuggestionRequest"];
            };
        };
        responses: {
            /** @description The suggestions, best first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuggestionList"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden: the API key may read but not write, or may not write (or review) a language this request touches. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    suggestContentTranslations: {
        parameters: {
            query: {
                /**
                 * @description The language to suggest translations in.
                 * @example nn-NO
                 */
                to: string;
                /**
                 * @description The language of the text to translate; by default the content's source language.
                 * @example nb-NO
                 */
                from?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The id of a content.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The suggestions, best first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuggestionList"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    suggestContentTranslationsHead: {
        parameters: {
            query: {
                /**
                 * @description The language to suggest translations in.
                 * @example nn-NO
                 */
                to: string;
                /**
                 * @description The language of the text to translate; by default the content's source language.
                 * @example nb-NO
                 */
                from?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The id of a content.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The suggestions, best first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    exportTmx: {
        parameters: {
            query: {
                /**
                 * @description The source language of the pairs.
                 * @example nb-NO
                 */
                from: string;
                /**
                 * @description The target language of the pairs.
                 * @example nn-NO
                 */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The TMX document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-tmx+xml": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    importTmx: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers what the first answered (nothing is done twice); with another request, 422; while the first is still running, 409. 1 to 255 visible ASCII characters, e.g. a UUID. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example <?xml version="1.0" encoding="UTF-8"?>
                 *     <tmx version="1.4">
                 *       <header creationtool="example" creationtoolversion="1" segtype="sentence" o-tmf="example" adminlang="en" srclang="nb-NO" datatype="plaintext"/>
                 *       <body>
                 *         <tu>
                 *           <tuv xml:lang="nb-NO"><seg>Søknaden din er mottatt.</seg></tuv>
                 *           <tuv xml:lang="nn-NO"><seg>Søknaden din er motteken.</seg></tuv>
                 *         </tu>
                 *       </body>
                 *     </tmx>
                 */
                "application/x-tmx+xml": string;
                /**
                 * @example <?xml version="1.0" encoding="UTF-8"?>
                 *     <tmx version="1.4">
                 *       <header creationtool="example" creationtoolversion="1" segtype="sentence" o-tmf="example" adminlang="en" srclang="nb-NO" datatype="plaintext"/>
                 *       <body>
                 *         <tu>
                 *           <tuv xml:lang="nb-NO"><seg>Søknaden din er mottatt.</seg></tuv>
                 *           <tuv xml:lang="nn-NO"><seg>Søknaden din er motteken.</seg></tuv>
                 *         </tu>
                 *       </body>
                 *     </tmx>
                 */
                "application/xml": string;
            };
        };
        responses: {
            /** @description What was stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TmxImportReport"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden: the API key may read but not write, or may not write (or review) a language this request touches. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    exportTmxHead: {
        parameters: {
            query: {
                /**
                 * @description The source language of the pairs.
                 * @example nb-NO
                 */
                from: string;
                /**
                 * @description The target language of the pairs.
                 * @example nn-NO
                 */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The TMX document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    approveText: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version the write is based on; 412 when it is no longer the latest. */
                "if-match"?: string;
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers what the first answered (nothing is done twice); with another request, 422; while the first is still running, 409. 1 to 255 visible ASCII characters, e.g. a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The id of a content.
                 * @example 1
                 */
                id: number;
                /**
                 * @description A known language code.
                 * @example nn-NO
                 */
                languageCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The content after the approval. */
            200: {
                headers: {
                    /** @description The latest version id of the content, quoted. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Content"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden: the API key may read but not write, or may not write (or review) a language this request touches. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Precondition Failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Content Too Large: the request body is larger than BODY_LIMIT. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unsupported Media Type: a request body that is not JSON. An operation that takes no body takes an empty one of any type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Insufficient Storage */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    setSourceLanguage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version the write is based on; 412 when it is no longer the latest. */
                "if-match"?: string;
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers what the first answered (nothing is done twice); with another request, 422; while the first is still running, 409. 1 to 255 visible ASCII characters, e.g. a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The id of a content.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "LanguageCode": "nb-NO"
                 *     }
                 */
                "application/json": components["schemas"]["SourceLanguage"];
            };
        };
        responses: {
            /** @description The content after the change. */
            200: {
                headers: {
                    /** @description The latest version id of the content, quoted. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Content"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden: the API key may read but not write, or may not write (or review) a language this request touches. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Precondition Failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Insufficient Storage */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getSourceDiff: {
        parameters: {
            query: {
                /**
                 * @description The translation whose source changes to show.
                 * @example nn-NO
                 */
                language: string;
            };
            header?: never;
            path: {
                /**
                 * @description The id of a content.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The word diff of the source text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SourceDiff"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getSourceDiffHead: {
        parameters: {
            query: {
                /**
                 * @description The translation whose source changes to show.
                 * @example nn-NO
                 */
                language: string;
            };
            header?: never;
            path: {
                /**
                 * @description The id of a content.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The word diff of the source text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getAccess: {
        parameters: {
            query?: never;
            header?: {
                /** @description `Bearer <key>`, the key to ask about. */
                authorization?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the key may do. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Access"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getAccessHead: {
        parameters: {
            query?: never;
            header?: {
                /** @description `Bearer <key>`, the key to ask about. */
                authorization?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the key may do. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    exportStore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dump: one JSON object per line. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    exportStoreHead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dump: one JSON object per line. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    exportXliff: {
        parameters: {
            query: {
                /**
                 * @description The language translated from.
                 * @example nb-NO
                 */
                source: string;
                /**
                 * @description The language translated to.
                 * @example nn-NO
                 */
                target: string;
                /** @description true: only contents without a text in the target language. */
                missingOnly?: boolean;
                /** @description Only contents whose key starts with this. */
                keyPrefix?: string;
                /** @description The XLIFF version. */
                version?: "1.2" | "2.0";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The XLIFF document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xliff+xml": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    importXliff: {
        parameters: {
            query?: {
                /** @description The language of the targets; by default the document's (tools such as po2xliff drop it). */
                target?: string;
            };
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers what the first answered (nothing is done twice); with another request, 422; while the first is still running, 409. 1 to 255 visible ASCII characters, e.g. a UUID. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example <?xml version="1.0" encoding="UTF-8"?>
                 *     <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
                 *       <file original="content-store" datatype="plaintext" source-language="nb-NO" target-language="nn-NO">
                 *         <body>
                 *           <trans-unit id="3" xml:space="preserve">
                 *             <source>Velkommen</source>
                 *             <target>Velkomen</target>
                 *             <note from="developer">content-store: content 3, source nb-NO version 4</note>
                 *           </trans-unit>
                 *         </body>
                 *       </file>
                 *     </xliff>
                 */
                "application/xliff+xml": string;
                /**
                 * @example <?xml version="1.0" encoding="UTF-8"?>
                 *     <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
                 *       <file original="content-store" datatype="plaintext" source-language="nb-NO" target-language="nn-NO">
                 *         <body>
                 *           <trans-unit id="3" xml:space="preserve">
                 *             <source>Velkommen</source>
                 *             <target>Velkomen</target>
                 *             <note from="developer">content-store: content 3, source nb-NO version 4</note>
                 *           </trans-unit>
                 *         </body>
                 *       </file>
                 *     </xliff>
                 */
                "application/xml": string;
            };
        };
        responses: {
            /** @description What was written and what was skipped, and why. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["XliffReport"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden: the API key may read but not write, or may not write (or review) a language this request touches. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    exportXliffHead: {
        parameters: {
            query: {
                /**
                 * @description The language translated from.
                 * @example nb-NO
                 */
                source: string;
                /**
                 * @description The language translated to.
                 * @example nn-NO
                 */
                target: string;
                /** @description true: only contents without a text in the target language. */
                missingOnly?: boolean;
                /** @description Only contents whose key starts with this. */
                keyPrefix?: string;
                /** @description The XLIFF version. */
                version?: "1.2" | "2.0";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The XLIFF document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    importFile: {
        parameters: {
            query: {
                /** @description The format of the file, as for GET /ContentApi/Bundles/{languageCode}?format=. */
                format: "i18next" | "po" | "arb" | "android" | "csv";
                /**
                 * @description The file's language. Required, except for csv, where without it every language column is imported.
                 * @example nn-NO
                 */
                language?: string;
                /** @description true: answer what the import would do, and write nothing. */
                dryRun?: boolean;
                /** @description i18next: false reads flat keys only (a nested object is refused). */
                nesting?: boolean;
                /**
                 * @description po, arb: the language of msgid / the description, written to contents the import creates. By default the default language.
                 * @example nb-NO
                 */
                source?: string;
            };
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers what the first answered (nothing is done twice); with another request, 422; while the first is still running, 409. 1 to 255 visible ASCII characters, e.g. a UUID. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "skjema": {
                 *         "tittel": "Søknad om skuleskyss",
                 *         "knapp": {
                 *           "send": "Send inn"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": unknown;
                /**
                 * @example msgid ""
                 *     msgstr ""
                 *     "Language: nn_NO\n"
                 *     "Content-Type: text/plain; charset=UTF-8\n"
                 *
                 *     msgctxt "skjema.tittel"
                 *     msgid "Søknad om skoleskyss"
                 *     msgstr "Søknad om skuleskyss"
                 */
                "text/x-gettext-translation": string;
                /**
                 * @example <?xml version="1.0" encoding="utf-8"?>
                 *     <resources>
                 *         <string name="skjema.tittel">Søknad om skuleskyss</string>
                 *     </resources>
                 */
                "application/xml": string;
                /**
                 * @example key,nb-NO,nn-NO
                 *     skjema.tittel,Søknad om skoleskyss,Søknad om skuleskyss
                 */
                "text/csv": string;
            };
        };
        responses: {
            /** @description What was (with dryRun: would be) written, and what was not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportReport"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden: the API key may read but not write, or may not write (or review) a language this request touches. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every subscription, by id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"][];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers what the first answered (nothing is done twice); with another request, 422; while the first is still running, 409. 1 to 255 visible ASCII characters, e.g. a UUID. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Url": "https://example.no/hooks/content",
                 *       "Kinds": [
                 *         "created",
                 *         "textsWritten"
                 *       ],
                 *       "Languages": [
                 *         "nn-NO"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["NewWebhook"];
            };
        };
        responses: {
            /** @description The subscription, with its secret. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhook"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden: the API key may read but not write, or may not write (or review) a language this request touches. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Content Too Large: the request body is larger than BODY_LIMIT. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unsupported Media Type: a request body that is not JSON. An operation that takes no body takes an empty one of any type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listWebhooksHead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every subscription, by id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of a subscription.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers what the first answered (nothing is done twice); with another request, 422; while the first is still running, 409. 1 to 255 visible ASCII characters, e.g. a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The id of a subscription.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed: no delivery to it starts after this answer, from this instance or any other on the store. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden: the API key may read but not write, or may not write (or review) a language this request touches. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Content Too Large: the request body is larger than BODY_LIMIT. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unsupported Media Type: a request body that is not JSON. An operation that takes no body takes an empty one of any type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getWebhookHead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of a subscription.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    enableWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers what the first answered (nothing is done twice); with another request, 422; while the first is still running, 409. 1 to 255 visible ASCII characters, e.g. a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The id of a subscription.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription, active. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized: API keys are configured and no valid key was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden: the API key may read but not write, or may not write (or review) a language this request touches. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Method Not Allowed: the path does not take this method; Allow lists the ones it takes. */
            405: {
                headers: {
                    /** @description The methods the path takes, comma-separated. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Content Too Large: the request body is larger than BODY_LIMIT. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unsupported Media Type: a request body that is not JSON. An operation that takes no body takes an empty one of any type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests (RATE_LIMIT); Retry-After says when to retry. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
}

/** Each operation's method, path template and request media types (the first is the default), by operationId. */
export const operationRoutes = {
    metrics: { method: 'GET', path: '/metrics', bodyTypes: [] },
    metricsHead: { method: 'HEAD', path: '/metrics', bodyTypes: [] },
    getHealth: { method: 'GET', path: '/healthz', bodyTypes: [] },
    getHealthHead: { method: 'HEAD', path: '/healthz', bodyTypes: [] },
    listContents: { method: 'GET', path: '/ContentApi/Content', bodyTypes: [] },
    createContent: { method: 'POST', path: '/ContentApi/Content', bodyTypes: ['application/json'] },
    listContentsHead: { method: 'HEAD', path: '/ContentApi/Content', bodyTypes: [] },
    getContent: { method: 'GET', path: '/ContentApi/Content/{id}', bodyTypes: [] },
    writeTexts: { method: 'PUT', path: '/ContentApi/Content/{id}', bodyTypes: ['application/json'] },
    archiveContent: { method: 'DELETE', path: '/ContentApi/Content/{id}', bodyTypes: [] },
    getContentHead: { method: 'HEAD', path: '/ContentApi/Content/{id}', bodyTypes: [] },
    getContentByKey: { method: 'GET', path: '/ContentApi/Content/ByKey/{key}', bodyTypes: [] },
    getContentByKeyHead: { method: 'HEAD', path: '/ContentApi/Content/ByKey/{key}', bodyTypes: [] },
    writeText: { method: 'PUT', path: '/ContentApi/Content/{id}/Properties/{languageCode}', bodyTypes: ['application/json'] },
    deleteText: { method: 'DELETE', path: '/ContentApi/Content/{id}/Properties/{languageCode}', bodyTypes: [] },
    setKey: { method: 'PUT', path: '/ContentApi/Content/{id}/Key', bodyTypes: ['application/json'] },
    listVersions: { method: 'GET', path: '/ContentApi/Content/{id}/Versions', bodyTypes: [] },
    listVersionsHead: { method: 'HEAD', path: '/ContentApi/Content/{id}/Versions', bodyTypes: [] },
    getContentAtVersion: { method: 'GET', path: '/ContentApi/Content/{id}/Versions/{versionId}', bodyTypes: [] },
    getContentAtVersionHead: { method: 'HEAD', path: '/ContentApi/Content/{id}/Versions/{versionId}', bodyTypes: [] },
    restoreVersion: { method: 'POST', path: '/ContentApi/Content/{id}/Versions/{versionId}/Restore', bodyTypes: [] },
    setMaxLength: { method: 'PUT', path: '/ContentApi/Content/{id}/MaxLength', bodyTypes: ['application/json'] },
    checkText: { method: 'POST', path: '/ContentApi/Content/{id}/Checks', bodyTypes: ['application/json'] },
    listChecks: { method: 'GET', path: '/ContentApi/Checks', bodyTypes: [] },
    listChecksHead: { method: 'HEAD', path: '/ContentApi/Checks', bodyTypes: [] },
    getWikiPage: { method: 'GET', path: '/ContentApi/WikiPage/{id}', bodyTypes: [] },
    getWikiPageHead: { method: 'HEAD', path: '/ContentApi/WikiPage/{id}', bodyTypes: [] },
    getWikiPageByKey: { method: 'GET', path: '/ContentApi/WikiPage/ByKey/{key}', bodyTypes: [] },
    getWikiPageByKeyHead: { method: 'HEAD', path: '/ContentApi/WikiPage/ByKey/{key}', bodyTypes: [] },
    listWikiPages: { method: 'GET', path: '/ContentApi/WikiPage', bodyTypes: [] },
    listWikiPagesHead: { method: 'HEAD', path: '/ContentApi/WikiPage', bodyTypes: [] },
    getBundle: { method: 'GET', path: '/ContentApi/Bundles/{languageCode}', bodyTypes: [] },
    getBundleHead: { method: 'HEAD', path: '/ContentApi/Bundles/{languageCode}', bodyTypes: [] },
    listLanguages: { method: 'GET', path: '/ContentApi/Language', bodyTypes: [] },
    addLanguage: { method: 'POST', path: '/ContentApi/Language', bodyTypes: ['application/json'] },
    listLanguagesHead: { method: 'HEAD', path: '/ContentApi/Language', bodyTypes: [] },
    removeLanguage: { method: 'DELETE', path: '/ContentApi/Language/{code}', bodyTypes: [] },
    getCoverage: { method: 'GET', path: '/ContentApi/Coverage', bodyTypes: [] },
    getCoverageHead: { method: 'HEAD', path: '/ContentApi/Coverage', bodyTypes: [] },
    listChanges: { method: 'GET', path: '/ContentApi/Changes', bodyTypes: [] },
    listChangesHead: { method: 'HEAD', path: '/ContentApi/Changes', bodyTypes: [] },
    streamChanges: { method: 'GET', path: '/ContentApi/Changes/stream', bodyTypes: [] },
    streamChangesHead: { method: 'HEAD', path: '/ContentApi/Changes/stream', bodyTypes: [] },
    search: { method: 'GET', path: '/ContentApi/Search', bodyTypes: [] },
    searchHead: { method: 'HEAD', path: '/ContentApi/Search', bodyTypes: [] },
    listTermEntries: { method: 'GET', path: '/ContentApi/Terms', bodyTypes: [] },
    createTermEntry: { method: 'POST', path: '/ContentApi/Terms', bodyTypes: ['application/json'] },
    listTermEntriesHead: { method: 'HEAD', path: '/ContentApi/Terms', bodyTypes: [] },
    exportTbx: { method: 'GET', path: '/ContentApi/Terms/Tbx', bodyTypes: [] },
    importTbx: { method: 'POST', path: '/ContentApi/Terms/Tbx', bodyTypes: ['application/x-tbx+xml', 'application/xml'] },
    exportTbxHead: { method: 'HEAD', path: '/ContentApi/Terms/Tbx', bodyTypes: [] },
    getTermEntry: { method: 'GET', path: '/ContentApi/Terms/{id}', bodyTypes: [] },
    replaceTermEntry: { method: 'PUT', path: '/ContentApi/Terms/{id}', bodyTypes: ['application/json'] },
    deleteTermEntry: { method: 'DELETE', path: '/ContentApi/Terms/{id}', bodyTypes: [] },
    getTermEntryHead: { method: 'HEAD', path: '/ContentApi/Terms/{id}', bodyTypes: [] },
    matchTerms: { method: 'POST', path: '/ContentApi/Terms/Matches', bodyTypes: ['application/json'] },
    draftText: { method: 'POST', path: '/ContentApi/Translations/Draft', bodyTypes: ['application/json'] },
    draftContent: { method: 'GET', path: '/ContentApi/Content/{id}/Draft', bodyTypes: [] },
    draftContentHead: { method: 'HEAD', path: '/ContentApi/Content/{id}/Draft', bodyTypes: [] },
    fillBacklog: { method: 'POST', path: '/ContentApi/Translations/Drafts', bodyTypes: [] },
    suggestTranslations: { method: 'POST', path: '/ContentApi/Translations/Suggestions', bodyTypes: ['application/json'] },
    suggestContentTranslations: { method: 'GET', path: '/ContentApi/Content/{id}/Suggestions', bodyTypes: [] },
    suggestContentTranslationsHead: { method: 'HEAD', path: '/ContentApi/Content/{id}/Suggestions', bodyTypes: [] },
    exportTmx: { method: 'GET', path: '/ContentApi/Translations/Tmx', bodyTypes: [] },
    importTmx: { method: 'POST', path: '/ContentApi/Translations/Tmx', bodyTypes: ['application/x-tmx+xml', 'application/xml'] },
    exportTmxHead: { method: 'HEAD', path: '/ContentApi/Translations/Tmx', bodyTypes: [] },
    approveText: { method: 'POST', path: '/ContentApi/Content/{id}/Properties/{languageCode}/Approve', bodyTypes: [] },
    setSourceLanguage: { method: 'PUT', path: '/ContentApi/Content/{id}/SourceLanguage', bodyTypes: ['application/json'] },
    getSourceDiff: { method: 'GET', path: '/ContentApi/Content/{id}/Diff', bodyTypes: [] },
    getSourceDiffHead: { method: 'HEAD', path: '/ContentApi/Content/{id}/Diff', bodyTypes: [] },
    getAccess: { method: 'GET', path: '/ContentApi/Access', bodyTypes: [] },
    getAccessHead: { method: 'HEAD', path: '/ContentApi/Access', bodyTypes: [] },
    exportStore: { method: 'GET', path: '/ContentApi/Export', bodyTypes: [] },
    exportStoreHead: { method: 'HEAD', path: '/ContentApi/Export', bodyTypes: [] },
    exportXliff: { method: 'GET', path: '/ContentApi/Translations/Xliff', bodyTypes: [] },
    importXliff: { method: 'POST', path: '/ContentApi/Translations/Xliff', bodyTypes: ['application/xliff+xml', 'application/xml'] },
    exportXliffHead: { method: 'HEAD', path: '/ContentApi/Translations/Xliff', bodyTypes: [] },
    importFile: { method: 'POST', path: '/ContentApi/Translations/Import', bodyTypes: ['application/json', 'text/x-gettext-translation', 'application/xml', 'text/csv'] },
    listWebhooks: { method: 'GET', path: '/ContentApi/Webhooks', bodyTypes: [] },
    createWebhook: { method: 'POST', path: '/ContentApi/Webhooks', bodyTypes: ['application/json'] },
    listWebhooksHead: { method: 'HEAD', path: '/ContentApi/Webhooks', bodyTypes: [] },
    getWebhook: { method: 'GET', path: '/ContentApi/Webhooks/{id}', bodyTypes: [] },
    deleteWebhook: { method: 'DELETE', path: '/ContentApi/Webhooks/{id}', bodyTypes: [] },
    getWebhookHead: { method: 'HEAD', path: '/ContentApi/Webhooks/{id}', bodyTypes: [] },
    enableWebhook: { method: 'POST', path: '/ContentApi/Webhooks/{id}/Enable', bodyTypes: [] },
} as const;
