// The server's Content-Security-Policy forbids eval (script-src 'self'), so zod's compiled
// parsers (new Function) cannot run in this app. Telling zod before its first schema is built
// keeps it from probing new Function, which the browser reports as a CSP violation. A deferred
// classic script runs before the app's module scripts (they are deferred too, and come after it in
// index.html) without holding the first paint; zod reads this object as its global config.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
