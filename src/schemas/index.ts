// Every named schema, in one list: validation, serialisation and the OpenAPI components all resolve $refs
// here (app.ts registers them). A new payload's schema is added to this list and nowhere else.
import { Access } from './access.js'
import { Change, ChangePage } from './changes.js'
import {
  BasedOn,
  Content,
  ContentKey,
  ContentMaxLength,
  ContentTexts,
  NewContent,
  NewContentTexts,
  Property,
  PropertyText,
  SourceLanguage,
  TextItem,
  Version,
  WikiPage,
  WikiProperty,
  Workflow,
} from './content.js'
import { Coverage, LanguageCoverage, WrittenForms } from './coverage.js'
import { Draft, DraftRequest, FillResult } from './drafts.js'
import { ImportConflict, ImportReport } from './formats.js'
import { DiffPart, SourceDiff, VersionRecord } from './history.js'
import { Language, LanguageName, NamedLanguage, NewLanguage } from './languages.js'
import { Suggestion, SuggestionList, SuggestionRequest, TmxImportReport } from './memory.js'
import { ProblemDetails } from './problem.js'
import { SearchHit, SearchPage } from './search.js'
import { TermMatch, TermMatchList, TermMatchRequest } from './term-matches.js'
import { NewTerm, NewTermEntry, TbxReport, Term, TermEntry, TermStatus } from './terms.js'
import {
  CheckCount,
  CheckId,
  ContentWarnings,
  LanguageChecks,
  TextToCheck,
  TextWarning,
  TextWarnings,
  WrittenContent,
} from './warnings.js'
import { CreatedWebhook, NewWebhook, Webhook } from './webhooks.js'
import { XliffReport } from './xliff.js'

export const SHARED_SCHEMAS = [
  CheckId,
  TextWarning,
  ContentWarnings,
  CheckCount,
  LanguageChecks,
  TextToCheck,
  TextWarnings,
  Language,
  LanguageName,
  NamedLanguage,
  NewLanguage,
  Access,
  Version,
  BasedOn,
  Workflow,
  Property,
  Content,
  WrittenContent,
  VersionRecord,
  NewContent,
  NewContentTexts,
  TextItem,
  ContentTexts,
  ContentKey,
  ContentMaxLength,
  SourceLanguage,
  PropertyText,
  ProblemDetails,
  WikiProperty,
  WikiPage,
  LanguageCoverage,
  WrittenForms,
  Coverage,
  DiffPart,
  SourceDiff,
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
  TermStatus,
  NewTerm,
  NewTermEntry,
  Term,
  TermEntry,
  TbxReport,
  SuggestionRequest,
  Suggestion,
  SuggestionList,
  TmxImportReport,
  TermMatchRequest,
  TermMatch,
  TermMatchList,
]
