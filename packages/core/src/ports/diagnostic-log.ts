/**
 * Where adapters and core report a failure they handle themselves (a mail refused, a rollback that failed, a CRM
 * call that broke): a message and a few fields. Fields carry ids, kinds and error names, never an address, a name or
 * a message's text. Powertools' Logger satisfies it as it is, so in AWS each line carries the function's request id,
 * cold-start flag and service; the local runtime passes its readable logger. No adapter depends on Powertools.
 */
export interface DiagnosticLog {
  // Fields are required: a line always says which booking, template or operation it is about (and Powertools'
  // `...extraInput` accepts one object, not an optional one).
  error(message: string, fields: Record<string, unknown>): void;
  warn(message: string, fields: Record<string, unknown>): void;
}
