/** A Chrome trace event, as far as the dev tools here read it. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event (microseconds), without the time it waited for a core. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; frame?: string } };
}

/** The tasks of the page's main thread in a trace: the renderer main thread with the most tasks. */
export function mainThreadTasks<T extends TraceEvent>(events: T[]): T[] {
  const threadNames = new Map<string, string>();
  for (const event of events)
    if (event.ph === 'M' && event.name === 'thread_name')
      threadNames.set(`${event.pid}:${event.tid}`, event.args?.name ?? '');
  const tasksByThread = new Map<string, T[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || event.name !== 'RunTask' || threadNames.get(thread) !== 'CrRendererMain')
      continue;
    const tasks = tasksByThread.get(thread) ?? [];
    tasks.push(event);
    tasksByThread.set(thread, tasks);
  }
  return [...tasksByThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
}
