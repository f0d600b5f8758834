import type { Locale } from '../../../lib/i18n';
import type { LegalDocumentId } from '../legal-ids';

/**
 * The shape of one language's legal texts. English (`en.ts`) is the reference; every other language is typed as a
 * translation of it (`LegalTranslation`), so a missing document, section or paragraph fails the typecheck.
 */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalDocument {
  id: LegalDocumentId;
  title: string;
  /** The date of the version this text renders, `YYYY-MM-DD` (the same in every language). */
  updated: string;
  summary: string;
  sections: readonly LegalSection[];
}

export interface LegalTexts {
  /** The language the texts are written in (the page's `lang` and `dir` follow it, not the requested one). */
  locale: Locale;
  /** The visible note above each document. */
  draftNote: string;
  /** "Last updated: …", with the date already formatted in this language. */
  lastUpdated: (date: string) => string;
  documents: { readonly [Id in LegalDocumentId]: LegalDocument & { readonly id: Id } };
}

type Strings<T> = { readonly [K in keyof T]: string };
type SectionOf<S> = S extends { readonly paragraphs: infer P } ? { heading: string; paragraphs: Strings<P> } : never;
type SectionsOf<T> = { readonly [K in keyof T]: SectionOf<T[K]> };
type DocumentOf<D> = D extends { readonly id: infer Id; readonly sections: infer S }
  ? Omit<LegalDocument, 'id' | 'sections'> & { readonly id: Id; readonly sections: SectionsOf<S> }
  : never;

/** A translation of `Reference` (English, declared `as const`): the same documents, sections and paragraphs. */
export type LegalTranslation<Reference extends LegalTexts> = Omit<LegalTexts, 'documents'> & {
  documents: { readonly [Id in keyof Reference['documents']]: DocumentOf<Reference['documents'][Id]> };
};
