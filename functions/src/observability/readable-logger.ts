import type { LogItem } from '@aws-lambda-powertools/logger';
import { Logger } from '@aws-lambda-powertools/logger';
import type { ConstructorOptions } from '@aws-lambda-powertools/logger/types';
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

  constructor(options: ConstructorOptions = {}, sink: LineSink = toConsole) {
    super({ jsonReplacerFn: withoutPersonalData, ...options });
    this.#sink = sink;
  }

  protected override printLog(_logLevel: number, log: LogItem): void {
    log.prepareForPrint();
    // Through the JSON replacer, as in AWS: errors as objects, personal data removed.
    const attributes = JSON.parse(JSON.stringify(log.getAttributes(), this.getJsonReplacer())) as Record<
      string,
      unknown
    >;
    this.#sink(readableLine(attributes), String(attributes.level));
  }
}
