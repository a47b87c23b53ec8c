/**
 * Asks the browser to keep this origin's data under storage pressure (DESIGN.md "Storage":
 * after login). Resolves whether it was granted; an unsupported browser answers false.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = globalThis.navigator?.storage;
  if (!storage || typeof storage.persist !== 'function') return false;
  try {
    if (typeof storage.persisted === 'function' && (await storage.persisted())) return true;
    return await storage.persist();
  } catch (error) {
    // biome-ignore lint/suspicious/noConsole: a refused request is not an error for the user.
    console.debug('[rota] navigator.storage.persist():', error);
    return false;
  }
}
