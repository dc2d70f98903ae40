// The seeded languages as the store returns them, for tests that call the store directly.
import type { Language } from '../../src/schemas/languages.js'

export const NB: Language = { id: 1, languageCode: 'nb-NO' }
export const NN: Language = { id: 2, languageCode: 'nn-NO' }
export const EN: Language = { id: 3, languageCode: 'en-US' }
