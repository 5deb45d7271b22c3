/** Stops the server started by globalSetup. */
export default async function globalTeardown(): Promise<void> {
  globalThis.__E2E_SERVER__?.kill('SIGTERM');
}
