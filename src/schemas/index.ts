// Every named schema, in one list: validation, serialisation and the OpenAPI components all resolve $refs
// here (app.ts registers them). A new payload's schema is added to this list and nowhere else.
import {
  Access,
  Change,
  ChangePage,
  Content,
  ContentKey,
  ContentTexts,
  Coverage,
  Language,
  LanguageCoverage,
  LanguageName,
  NamedLanguage,
  NewContent,
  NewContentTexts,
  NewLanguage,
  Property,
  PropertyText,
  TextItem,
  Version,
  VersionRecord,
  WikiPage,
  WikiProperty,
} from './content.js'
import { Draft, DraftRequest, FillResult } from './drafts.js'
import { ImportConflict, ImportReport } from './formats.js'
import { ProblemDetails } from './problem.js'
import { SearchHit, SearchPage } from './search.js'
import { CreatedWebhook, NewWebhook, Webhook } from './webhooks.js'
import { XliffReport } from './xliff.js'

export const SHARED_SCHEMAS = [
  Language,
  LanguageName,
  NamedLanguage,
  NewLanguage,
  Access,
  Version,
  Property,
  Content,
  VersionRecord,
  NewContent,
  NewContentTexts,
  TextItem,
  ContentTexts,
  ContentKey,
  PropertyText,
  ProblemDetails,
  WikiProperty,
  WikiPage,
  LanguageCoverage,
  Coverage,
  Change,
  ChangePage,
  SearchHit,
  SearchPage,
  NewWebhook,
  Webhook,
  CreatedWebhook,
  DraftRequest,
  Draft,
  FillResult,
  XliffReport,
  ImportConflict,
  ImportReport,
]
