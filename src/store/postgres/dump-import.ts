// A dump imported into PostgreSQL (dialect.ts importDump): the inserts of a batch, each statement taking one
// array per column, so that a batch of thousands of rows is a few round trips.
import type { ImportBatch } from '../dump.js'
import { tsvectorOf } from './search-syntax.js'

/** A dump batch's inserts: each statement takes one array per column (unnest), so a batch is a few round trips. */
export const importStatements = (batch: ImportBatch): [string, unknown[][]][] => [
  [
    `insert into content (id, key, archived, purged, latest_version_id, languages, source_language_id, parallel,
                          max_length)
     select * from unnest($1::bigint[], $2::text[], $3::int[], $4::int[], $5::bigint[], $6::text[], $7::int[],
                          $8::int[], $9::int[])`,
    batch.contents,
  ],
  [
    `insert into version (id, content_id, created_at, kind, key, archived, author, source_language_id, parallel,
                          max_length)
     select * from unnest($1::bigint[], $2::bigint[], $3::timestamptz[], $4::text[], $5::text[], $6::int[],
                          $7::text[], $8::int[], $9::int[], $10::int[])`,
    batch.versions,
  ],
  [
    `insert into property (id, content_id, language_id, version_id, text, origin, reviewed, based_on_language_id,
                           based_on_version_id)
     select * from unnest($1::bigint[], $2::bigint[], $3::int[], $4::bigint[], $5::text[], $6::text[], $7::int[],
                          $8::int[], $9::bigint[])`,
    batch.properties,
  ],
  [
    `insert into current_text (content_id, language_id, property_id, version_id, created_at, text, origin, author,
                               reviewed, based_on_language_id, based_on_version_id, outdated,
                               reviewed_property_id, search)
     select c, l, p, v, at, t, o, a, r, bl, bv, od, rp, s::tsvector
     from unnest($1::bigint[], $2::int[], $3::bigint[], $4::bigint[], $5::text[], $6::text[], $7::text[], $8::text[],
                 $9::int[], $10::int[], $11::bigint[], $12::int[], $13::bigint[], $14::text[])
       as u(c, l, p, v, at, t, o, a, r, bl, bv, od, rp, s)`,
    batch.current.map((row) => [...row.slice(0, 13), tsvectorOf(row[13] as string)]),
  ],
  [
    `insert into change_log (content_id, version_id, kind, languages, at, author)
     select * from unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::timestamptz[], $6::text[])`,
    batch.changes,
  ],
]

/** Rows as one array per column. */
export function columnsOf(rows: readonly unknown[][]): unknown[][] {
  const width = rows[0]?.length ?? 0
  return Array.from({ length: width }, (_, i) => rows.map((row) => row[i]))
}
