// The file formats, by the name a request gives (`?format=`): each one module of this folder.
import type { FormatName } from '../../schemas/formats.js'
import { android } from './android.js'
import { arb } from './arb.js'
import { csv } from './csv.js'
import { i18next } from './i18next.js'
import type { FileFormat } from './model.js'
import { gettextPo } from './po.js'

export const FORMATS: Readonly<Record<FormatName, FileFormat>> = {
  i18next,
  po: gettextPo,
  arb,
  android,
  csv,
}
