/**
 * Vite's warnings and errors for the editor's terminal (its build's progress is not news), as Vite writes them but
 * without stack traces: a module that does not compile is told by its file, line and code frame, which is what its
 * author needs.
 */
import { createLogger, type Logger } from 'vite';

const STACK_LINE = /^\s*at\s/;

export function editorViteLogger(): Logger {
  const vite = createLogger('warn', { allowClearScreen: false });
  // Prototype lookup keeps every other method and the live `hasWarned` of Vite's logger.
  const logger = Object.create(vite) as Logger;
  logger.error = (message, options) =>
    vite.error(
      message
        .split('\n')
        .filter((line) => !STACK_LINE.test(line))
        .join('\n'),
      options,
    );
  return logger;
}
