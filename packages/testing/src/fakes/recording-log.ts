import type { DiagnosticLog } from '@kinwell/core';

export interface LoggedLine {
  level: 'error' | 'warn';
  message: string;
  fields: Record<string, unknown>;
}

/** A DiagnosticLog that keeps what an adapter logged, for a test to assert the line itself (no console spying). */
export class RecordingLog implements DiagnosticLog {
  readonly lines: LoggedLine[] = [];

  error(message: string, fields: Record<string, unknown>): void {
    this.lines.push({ level: 'error', message, fields });
  }

  warn(message: string, fields: Record<string, unknown>): void {
    this.lines.push({ level: 'warn', message, fields });
  }
}
