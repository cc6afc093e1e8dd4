/** An absolute path: two or more segments from a root, after a space, a quote, a bracket or the start. */
const POSIX_PATH = /(?<=^|[\s'"(=])(?:\/[^\s'"/:,;()]+){2,}\/?/g;
const WINDOWS_PATH = /(?<=^|[\s'"(=])[A-Za-z]:\\[^\s'"]+/g;

/**
 * A failure's message as the owner reads it in the panel: file-system paths of the server (the data folder, a
 * temporary file) are the operator's matter and say nothing to him, so each becomes "a file on the server". The
 * log keeps the message whole.
 */
export function withoutServerPaths(message: string): string {
  return message.replace(POSIX_PATH, 'a file on the server').replace(WINDOWS_PATH, 'a file on the server');
}
