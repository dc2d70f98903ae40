// Apertium as a long-running engine: the programs of a mode file (e.g. /usr/share/apertium/modes/nob-nno_e.mode)
// started once, piped into each other, each in null-flush mode (`-z`: it answers every NUL-terminated block at
// once instead of waiting for end of input). A text goes in as one block, its translation comes out as one block,
// in the order they went in, so several texts may be on their way through the pipeline at once.
//
// Not the `apertium` wrapper script: it opens /dev/stdin, which cannot be opened when stdin is a socket (as
// Node's child processes have), and writes temp files per call.
//
// - A program that exits (killed, crashed) ends the whole pipeline: what was on its way fails with
//   EngineDiedError, and the next text starts a fresh one.
// - A text not answered within the timeout fails with EngineTimeoutError, and the pipeline is killed (a hung
//   engine would hold every later text back).
// - Plain text becomes Apertium's stream format here and back: everything but letters, digits, single spaces and
//   common punctuation (line breaks, runs of spaces, tabs, the stream format's reserved characters, the marks
//   `#`, `*`, `~`, symbols, quotes, emoji) passes through as superblanks, which Apertium copies verbatim; the
//   text's surrounding white space is kept aside and put back. The text and each of its paragraphs end with
//   the sentence end `.[]` that apertium-destxt writes and apertium-retxt removes (without it the analyser
//   dropped a last word: "Vi har ikke" came back as "Vi har "). The `-n` generation option (what `apertium -u`
//   passes) asks for no unknown-word marks, and any that come out anyway (`*`, `#`, `@` outside superblanks,
//   escaped or not) are removed.
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { constants } from 'node:fs'
import { access, readFile } from 'node:fs/promises'
import { delimiter, isAbsolute, join } from 'node:path'

/** The engine cannot start: the mode file or a program it names is missing. */
export class EngineMissingError extends Error {
  override name = 'EngineMissingError'
}

/** The engine's processes ended while a text was on its way. */
export class EngineDiedError extends Error {
  override name = 'EngineDiedError'
}

/** The engine did not answer a text in time. */
export class EngineTimeoutError extends Error {
  override name = 'EngineTimeoutError'
}

/**
 * A mode file's pipeline as one argument list per program, each with `-z`. `$1` is the generator's option
 * (`-n`: no unknown-word marks), `$2` the tagger's (none), as the `apertium` script fills them in.
 */
export function parseModeFile(text: string): string[][] {
  const commands: string[][] = [[]]
  for (const match of text.matchAll(/'([^']*)'|"([^"]*)"|(\|)|([^\s'"|]+)/g)) {
    const current = commands[commands.length - 1] as string[]
    if (match[3] !== undefined) commands.push([])
    else if (match[4] === '$1') current.push('-n')
    else if (match[4] === '$2') continue
    else current.push(match[1] ?? match[2] ?? match[4] ?? '')
  }
  return commands
    .filter((command) => command.length > 0)
    .map(([program, ...args]) => [program as string, '-z', ...args])
}

/**
 * The longest word (a run of characters between white space) the engine is given; a longer one passes through
 * untranslated, as a superblank. The analyser's work on a word grows faster than its length: a word of 10,000
 * letters took 36 s, 1,600 characters of "dokument" repeated 34 s, where 100 letters took 0.14 s. The longest
 * Norwegian words in use are some 40 letters long.
 */
export const MAX_WORD = 100

/**
 * Everything but letters, digits, single spaces and the punctuation the analysers read as punctuation: white space
 * other than one space, the characters Apertium's stream format reserves, those the engine reads as marks, and
 * the symbols, quotes and invisible characters that it treats as blanks between words. They go through as
 * superblanks that hold only their number: the engine copies superblanks verbatim, but escaping alone is not
 * enough (nno-nob's analyser reads an escaped `@` as a tag, and an escaped `^$` at the end of a text makes a later
 * program drop the rest), and a blank after a text's first word came back twice from nob-nno_e ("mottatt😀Vi" as
 * "😀motteke😀Vi", the same for `%`, `€`, `"`, `“`, `•` and others) while `’` and a soft hyphen came back not at all.
 * A word with a combining mark goes through whole, untranslated: the mark cannot leave its letter, and the
 * engine moved one at a word's end ("mottatte\u0301 Vi" came back with the mark elsewhere). Norwegian words
 * have no combining marks as typed in NFC (é, ø, å are letters of their own), so no word the engine knows has one.
 * A word longer than MAX_WORD goes through whole as well.
 */
const VERBATIM = new RegExp(
  `((?<!\\S)\\S{${MAX_WORD + 1},}|\\s{2,}|(?<![\\p{L}\\p{M}\\p{Nd}])[\\p{L}\\p{Nd}]*\\p{M}[\\p{L}\\p{M}\\p{Nd}]*|[^\\p{L}\\p{M}\\p{Nd} .,?!:;'()«»–—…¿-]+)`,
  'u',
)

/** A text in Apertium's stream format, and the verbatim parts its superblanks number. */
export interface StreamText {
  stream: string
  verbatim: string[]
}

/**
 * Where a text's sentence surely ends, Apertium's text format (apertium-destxt, what `apertium` runs before the
 * mode's programs) writes `.[]`, and apertium-retxt takes it out again. The analyser needs it: a last word with
 * nothing after it but a superblank and the block's end is lost while lt-proc looks ahead for a longer word
 * ("Vi har ikke[]" came out as "Vi har []"; "Vi har ikke.[]" as "Vi har ikkje.[]"). The empty superblank `[]`
 * is never one of the text's own (those are numbered), so the `.` before one is known to be ours on the way back.
 */
const SENTENCE_END = '.[]'

/** A blank line (two line breaks with only spaces between) or a paragraph separator: destxt ends a sentence there. */
const PARAGRAPH_BREAK = /(?:\r\n|[\n\r\u2028])[^\S\r\n\u2028\u2029]*(?:\r\n|[\n\r\u2028])|\u2029/u

/**
 * A text (without its surrounding white space) in Apertium's stream format: each paragraph, and the text, end
 * with a sentence end, as apertium-destxt writes them.
 */
export function toStream(text: string): StreamText {
  const verbatim: string[] = []
  let stream = ''
  for (const [i, part] of text.split(VERBATIM).entries()) {
    // split() with a capturing group puts the separators at odd indexes.
    if (i % 2 === 0) stream += part
    else stream += `${PARAGRAPH_BREAK.test(part) ? SENTENCE_END : ''}[${verbatim.push(part) - 1}]`
  }
  return { stream: `${stream}${SENTENCE_END}`, verbatim }
}

/**
 * The plain text of Apertium's output: superblanks back to what they hold, the sentence ends toStream added and
 * unknown-word marks removed. A superblank the engine wrote more than once comes back once, where it came last:
 * nob-nno_e copies the one after a text's first word to the text's start as well ("mottatt\tVi" came back as
 * "\tmotteke\tVi").
 */
export function fromStream(stream: string, verbatim: readonly string[]): string {
  // The output's text, with each superblank as its number, and where each number came last.
  const parts: (string | number)[] = []
  const lastAt = new Map<number, number>()
  let text = ''
  for (let i = 0; i < stream.length; i++) {
    const c = stream[i]
    if (c === '\\') {
      // The text's own reserved characters travel in superblanks (toStream), so an escaped mark is one the
      // engine made (nob-nno_e writes `\@\@` before some unknown words glued to a superblank).
      const escaped = stream[++i] ?? ''
      if (escaped !== '*' && escaped !== '#' && escaped !== '@') text += escaped
    } else if (c === '[') {
      const close = stream.indexOf(']', i)
      const end = close === -1 ? stream.length : close
      // The end of a sentence toStream added, as apertium-retxt removes it.
      if (end === i + 1 && text.endsWith('.')) text = text.slice(0, -1)
      const index = Number(stream.slice(i + 1, end) || Number.NaN)
      parts.push(text)
      lastAt.set(index, parts.length)
      parts.push(index)
      text = ''
      i = end
    } else if (c !== '*' && c !== '#' && c !== '@') {
      text += c
    }
  }
  parts.push(text)
  return parts
    .map((part, at) =>
      typeof part === 'string' ? part : lastAt.get(part) === at ? (verbatim[part] ?? '') : '',
    )
    .join('')
}

/**
 * The programs load their dictionaries before they answer their first text: on a busy machine that takes longer
 * than the hang timeout, and it is no hang. A new pipeline's first text, a warm-up, gets this long.
 */
const STARTUP_TIMEOUT_MS = 30_000

interface Waiting {
  stream: string
  urgent: boolean
  timeoutMs?: number
  resolve: (output: string) => void
  reject: (error: Error) => void
  timer?: NodeJS.Timeout
}

/**
 * Texts on their way through the pipeline at once: enough to keep its programs busy together, few enough that
 * each is answered well within the timeout (which runs from when a text is written, not while it queues).
 */
const IN_FLIGHT = 4

/** One running pipeline: texts in, translations out, in order. */
class Pipeline {
  readonly processes: ChildProcess[] = []
  /** Written, in order; their answers come in this order. */
  readonly #waiting: Waiting[] = []
  /** Not yet written. */
  readonly #queued: Waiting[] = []
  #chunks: Buffer[] = []
  #ended = false

  constructor(
    commands: readonly string[][],
    private readonly timeoutMs: number,
    private readonly onEnd: () => void,
  ) {
    let previous: ChildProcess | undefined
    for (const [program, ...args] of commands) {
      const child = spawn(program as string, args, {
        stdio: [previous?.stdout ?? 'pipe', 'pipe', 'ignore'],
        env: { ...process.env, LC_ALL: 'C.UTF-8' },
      })
      // The next program reads this pipe; this process must not.
      previous?.stdout?.destroy()
      child.on('error', () => this.end(new EngineDiedError(`${program} could not run`)))
      child.on('exit', () => this.end(new EngineDiedError(`${program} exited`)))
      this.processes.push(child)
      previous = child
    }
    const first = this.processes[0]
    first?.stdin?.on('error', () => this.end(new EngineDiedError('the engine stopped reading')))
    previous?.stdout?.on('data', (chunk: Buffer) => this.#read(chunk))
  }

  get ended(): boolean {
    return this.#ended
  }

  /** Texts written and not yet answered, and texts waiting to be written. */
  get load(): number {
    return this.#waiting.length + this.#queued.length
  }

  /** `urgent` texts (a person waits for them) go before the others that wait to be written (a fill's). */
  translate(stream: string, urgent: boolean, timeoutMs?: number): Promise<string> {
    if (this.#ended) return Promise.reject(new EngineDiedError('the engine has stopped'))
    return new Promise((resolve, reject) => {
      const waiting: Waiting = { stream, urgent, resolve, reject, ...(timeoutMs ? { timeoutMs } : {}) }
      const firstNotUrgent = this.#queued.findIndex((w) => !w.urgent)
      if (urgent && firstNotUrgent !== -1) this.#queued.splice(firstNotUrgent, 0, waiting)
      else this.#queued.push(waiting)
      this.#writeNext()
    })
  }

  #writeNext(): void {
    while (this.#waiting.length < IN_FLIGHT && this.#queued.length > 0) {
      const next = this.#queued.shift() as Waiting
      const timeoutMs = next.timeoutMs ?? this.timeoutMs
      next.timer = setTimeout(
        () => this.end(new EngineTimeoutError(`no answer within ${timeoutMs} ms`)),
        timeoutMs,
      )
      this.#waiting.push(next)
      this.processes[0]?.stdin?.write(`${next.stream}\0`)
    }
  }

  #read(chunk: Buffer): void {
    let start = 0
    for (let nul = chunk.indexOf(0); nul !== -1; nul = chunk.indexOf(0, start)) {
      this.#chunks.push(chunk.subarray(start, nul))
      const output = Buffer.concat(this.#chunks).toString('utf8')
      this.#chunks = []
      start = nul + 1
      const waiting = this.#waiting.shift()
      if (waiting) {
        clearTimeout(waiting.timer)
        waiting.resolve(output)
      }
    }
    if (start < chunk.length) this.#chunks.push(chunk.subarray(start))
    this.#writeNext()
  }

  /** Kills every program and fails what is on its way. */
  end(reason: Error): void {
    if (this.#ended) return
    this.#ended = true
    for (const child of this.processes) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    }
    for (const waiting of [...this.#waiting.splice(0), ...this.#queued.splice(0)]) {
      clearTimeout(waiting.timer)
      waiting.reject(reason)
    }
    this.onEnd()
  }
}

export interface ApertiumEngineOptions {
  /** The mode file, e.g. /usr/share/apertium/modes/nob-nno_e.mode. */
  modeFile: string
  /** How long a text may take before the engine counts as hung. */
  timeoutMs: number
  /** What to tell an operator to install when the mode file or a program is missing. */
  packages: string
  /** Pipelines run side by side (default 1): each keeps about a core busy when texts queue. */
  pipelines?: number
}

/** A place for one pipeline: empty before its first start and after it died, until it is started again. */
interface Slot {
  pipeline?: Pipeline
  starting?: Promise<Pipeline>
}

/**
 * One direction's engine: its pipelines started at the first text, each restarted after it died. A text goes to
 * the running pipeline with the fewest texts in hand.
 */
export class ApertiumEngine {
  readonly #slots: Slot[]

  constructor(private readonly options: ApertiumEngineOptions) {
    this.#slots = Array.from({ length: Math.max(1, options.pipelines ?? 1) }, () => ({}))
  }

  /**
   * Translates plain text; white space around it and within it is kept. An `urgent` text goes before the
   * others that wait.
   */
  async translate(text: string, urgent = false): Promise<string> {
    const core = text.trim()
    if (core === '') return text
    const lead = text.slice(0, text.indexOf(core))
    const trail = text.slice(lead.length + core.length)
    const { stream, verbatim } = toStream(core)
    // Chosen and handed the text at once, so that texts sent together spread over the pipelines.
    const pipeline = this.#leastBusy() ?? (await this.#firstStarted())
    return lead + fromStream(await pipeline.translate(stream, urgent), verbatim) + trail
  }

  /** The process ids of the running pipelines (none before the first text): for tests that kill one. */
  pids(): number[] {
    return this.#slots.flatMap((slot) =>
      (slot.pipeline?.processes ?? []).flatMap((p) => (p.pid === undefined ? [] : [p.pid])),
    )
  }

  /** Checks that the engine can start (its mode file and programs are there), starting its pipelines. */
  async ensureStarted(): Promise<void> {
    await Promise.all(this.#slots.map((slot) => this.#running(slot)))
  }

  close(): void {
    for (const slot of this.#slots) slot.pipeline?.end(new EngineDiedError('the engine was closed'))
  }

  /**
   * The running pipeline with the fewest texts in hand; undefined when none runs. Beside running ones, a slot
   * whose pipeline died is started again (a failed start shows when a text finds no pipeline running).
   */
  #leastBusy(): Pipeline | undefined {
    const running = this.#slots.flatMap((slot) =>
      slot.pipeline && !slot.pipeline.ended ? [slot.pipeline] : [],
    )
    if (running.length === 0) return undefined
    if (running.length < this.#slots.length) {
      for (const slot of this.#slots) this.#running(slot).catch(() => {})
    }
    return running.reduce((best, pipeline) => (pipeline.load < best.load ? pipeline : best))
  }

  /** Starts every empty slot; the first pipeline to be ready. */
  #firstStarted(): Promise<Pipeline> {
    const starts = this.#slots.map((slot) => this.#running(slot))
    for (const start of starts) start.catch(() => {})
    return Promise.race(starts)
  }

  #running(slot: Slot): Promise<Pipeline> {
    if (slot.pipeline && !slot.pipeline.ended) return Promise.resolve(slot.pipeline)
    slot.starting ??= this.#start(slot).finally(() => {
      slot.starting = undefined
    })
    return slot.starting
  }

  async #start(slot: Slot): Promise<Pipeline> {
    const { modeFile, timeoutMs, packages } = this.options
    let text: string
    try {
      text = await readFile(modeFile, 'utf8')
    } catch {
      throw new EngineMissingError(`Apertium's mode file ${modeFile} is missing; install ${packages}.`)
    }
    const commands = parseModeFile(text)
    for (const [program] of commands) {
      if (!(await findProgram(program as string))) {
        throw new EngineMissingError(`Apertium's program ${program} is missing; install ${packages}.`)
      }
    }
    const pipeline: Pipeline = new Pipeline(commands, timeoutMs, () => {
      if (slot.pipeline === pipeline) slot.pipeline = undefined
    })
    // Texts wait for the warm-up (they await the start), so the hang timeout counts from a loaded engine.
    await pipeline.translate(toStream('Hei').stream, true, STARTUP_TIMEOUT_MS)
    slot.pipeline = pipeline
    return pipeline
  }
}

/** Whether a program is an executable file, by path or on PATH. */
async function findProgram(program: string): Promise<boolean> {
  const candidates = isAbsolute(program)
    ? [program]
    : (process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, program))
  for (const candidate of candidates) {
    try {
      await access(candidate, constants.X_OK)
      return true
    } catch {}
  }
  return false
}

/** A Debian package's version without its Debian revision (`1.5.0-1` → `1.5.0`); undefined when not installed. */
export function installedPackageVersion(name: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    // `dpkg-query -W` prints the package's name and version, separated by a tab.
    execFile('dpkg-query', ['-W', name], { timeout: 5000 }, (error, stdout) => {
      const version = (stdout.trim().split('\t')[1] ?? '').replace(/^\d+:/, '').replace(/-[^-]*$/, '')
      resolve(error || version === '' ? undefined : version)
    })
  })
}
