// Must run before prism-core loads: keeps Prism from highlighting the DOM by
// itself (React renders the tokens) and from listening to worker messages.
const scope = globalThis as unknown as {Prism?: {manual?: boolean; disableWorkerMessageHandler?: boolean}};
scope.Prism = {...scope.Prism, manual: true, disableWorkerMessageHandler: true};
export {};
