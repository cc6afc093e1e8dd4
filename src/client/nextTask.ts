/** Resolves in a later task: the browser may paint and answer a tap between two steps of the start-up. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
