import packageJson from '../../package.json' with { type: 'json' };

/** The server's version, from apps/server/package.json, reported by `GET /health`. */
export const version: string = packageJson.version;
