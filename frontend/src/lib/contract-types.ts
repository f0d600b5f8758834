/**
 * The types of a contracts (zod) schema, read from the schema's own type so that no zod import is needed:
 * `ContractInput` is what a request may send, `ContractOutput` what an answer carries.
 */
export type ContractInput<Schema> = Schema extends { _zod: { input: infer Input } } ? Input : never;
export type ContractOutput<Schema> = Schema extends { _zod: { output: infer Output } } ? Output : never;
