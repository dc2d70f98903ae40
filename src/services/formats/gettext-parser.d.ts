// The part of gettext-parser (which ships no types) that po.ts uses.
declare module 'gettext-parser' {
  export interface PoEntry {
    msgctxt?: string
    msgid: string
    msgid_plural?: string
    msgstr: string[]
    comments?: {
      translator?: string
      extracted?: string
      reference?: string
      flag?: string
      previous?: string
    }
  }
  export interface PoTable {
    charset: string
    /** Absent when the file has no header entry. */
    headers?: Record<string, string>
    translations: Record<string, Record<string, PoEntry>>
  }
  export const po: {
    parse(input: string | Buffer, options?: { defaultCharset?: string; validation?: boolean }): PoTable
    compile(table: PoTable, options?: { foldLength?: number; sort?: boolean; eol?: string }): Buffer
  }
}
