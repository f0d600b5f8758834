import type { LogItem } from '@aws-lambda-powertools/logger';
import { Logger } from '@aws-lambda-powertools/logger';
import type { ConstructorOptions, LogAttributes } from '@aws-lambda-powertools/logger/types';
import { withoutPersonalData } from './personal-data';
import { readableLine } from './readable-line';

/** Where readable lines go: stderr for warnings and errors, stdout for the rest, as console.* would. */
export type LineSink = (line: string, level: string) => void;

const toConsole: LineSink = (line, level) =>
  (level === 'WARN' || level === 'ERROR' || level === 'CRITICAL' ? process.stderr : process.stdout).write(`${line}\n`);

/**
 * The local runtime's logger: the same Powertools Logger the Lambdas use (same calls, same fields, same removal of
 * personal data), printing each line readably (readable-line.ts) instead of as JSON.
 */
export class ReadableLogger extends Logger {
  readonly #sink: LineSink;
  /**
   * The keys of the request under way (requestId, routeKey), on every line until resetKeys, as in Powertools' own
   * store. Kept here because that store reads the environment (AWS_LAMBDA_MAX_CONCURRENCY) at each access, several
   * times a request, a cost the local server's reads measurably paid; this one is a field.
   */
  #keys: LogAttributes = {};

  constructor(options: ConstructorOptions = {}, sink: LineSink = toConsole) {
    super({ jsonReplacerFn: withoutPersonalData, ...options });
    this.#sink = sink;
  }

  override appendKeys(attributes: LogAttributes): void {
    this.#keys = { ...this.#keys, ...attributes };
  }

  override resetKeys(): void {
    this.#keys = {};
  }

  protected override printLog(_logLevel: number, log: LogItem): void {
    log.prepareForPrint();
    // Through the JSON replacer, as in AWS: errors as objects, personal data removed. The request's keys come first,
    // as Powertools puts them before the line's own fields, and the line's own win.
    const line = { ...this.#keys, ...log.getAttributes() };
    const attributes = JSON.parse(JSON.stringify(line, this.getJsonReplacer())) as Record<string, unknown>;
    this.#sink(readableLine(attributes), String(attributes.level));
  }
}
