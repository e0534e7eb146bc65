/**
 * Lets the requests waiting on the event loop run before a job's next unit of work. On the embedded database
 * PGlite answers from WebAssembly in the same process and its promises settle as microtasks: a job looping over
 * a thousand transactions would otherwise never give the event loop back, and every request in between (whose
 * socket, timer or stream callbacks are macrotasks) would wait for the whole loop (docs/performance.md "Job
 * queue"). One setImmediate per unit costs microseconds.
 */
export const yieldToRequests = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
