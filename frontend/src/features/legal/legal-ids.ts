/** The ids of /legal/{id}: a module of its own, so the route's check does not pull the documents' text. */
export const LEGAL_DOCUMENT_IDS = ['privacy', 'terms', 'cookies', 'accessibility'] as const;
export type LegalDocumentId = (typeof LEGAL_DOCUMENT_IDS)[number];

export const isLegalDocumentId = (id: string): id is LegalDocumentId =>
  (LEGAL_DOCUMENT_IDS as readonly string[]).includes(id);
