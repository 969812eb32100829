import type { JobLog } from './runner.ts';

export interface LoggedLine {
  level: 'info' | 'warn' | 'error';
  message: string;
  details: Record<string, unknown>;
}

/** A JobLog that keeps what was written, for tests that check what an operator would read. */
export function collectingLog(): JobLog & { lines: LoggedLine[] } {
  const lines: LoggedLine[] = [];
  const write = (level: LoggedLine['level']) => (details: Record<string, unknown>, message: string) => {
    lines.push({ level, message, details });
  };
  return { lines, info: write('info'), warn: write('warn'), error: write('error') };
}
