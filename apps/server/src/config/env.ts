import { isIP } from 'node:net';
import { z } from 'zod';
import { mapTileOrigin } from './map-tile-origin.ts';
import { DEFAULT_RATE_LIMITS } from './rate-limits.ts';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Empty variables (`PORT=`) count as unset, so a blank line in a .env file falls back to the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

/** A whole number in `[min, max]`, `fallback` when unset. */
function wholeNumber(min: number, max: number, fallback: number) {
  const range = `deve estar entre ${min} e ${max}`;
  return optional(
    z.coerce
      .number({ error: 'deve ser um número' })
      .int({ error: 'deve ser um número inteiro' })
      .min(min, { error: range })
      .max(max, { error: range })
      .default(fallback),
  );
}

/** A rate limit in requests a minute (docs/server.md "Rate limits"). */
const perMinute = (fallback: number) => wholeNumber(1, 1_000_000_000, fallback);

const trustProxyError =
  "deve ser '0', o número de proxies à frente do servidor (1 a 10) ou uma lista de IPs/CIDRs separados por vírgula";

/** An IPv4/IPv6 address, optionally with a CIDR prefix (`10.0.0.0/8`). */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * Which hops' X-Forwarded-For the server believes (Fastify's `trustProxy`): none ('0'), the
 * last N proxies ('1' behind one balancer), or the proxies at these addresses. Never "all": a
 * client could then write any address it likes and dodge every per-address limit.
 */
function parseTrustProxy(value: string, context: z.RefinementCtx): false | number | string[] {
  if (value === '0') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops >= 1 && hops <= 10) return hops;
  } else {
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrCidr)) return entries;
  }
  context.addIssue({ code: 'custom', message: trustProxyError });
  return z.NEVER;
}

const envSchema = z.object({
  PORT: wholeNumber(0, 65535, 3000),
  HOST: optional(z.string().default('0.0.0.0')),
  DATA_DIR: optional(z.string().default('./.data')),
  /** The built web app to serve at `/` (default: apps/web/dist). */
  WEB_DIST_DIR: optional(z.string().optional()),
  DATABASE_URL: optional(
    z.url({ protocol: /^postgres(ql)?$/, error: 'deve ser uma URL postgres:// ou postgresql://' }).optional(),
  ),
  SEED_DEMO: optional(
    z
      .enum(['0', '1'], { error: "deve ser '0' (sem dados de demonstração) ou '1'" })
      .default('1')
      .transform((value) => value === '1'),
  ),
  TRUST_PROXY: optional(
    z
      .string()
      .default('0')
      .transform((value, context) => parseTrustProxy(value, context)),
  ),
  SESSION_TTL_DAYS: wholeNumber(1, 365, 30),
  SESSION_CHECK_S: wholeNumber(1, 3600, 15),
  RATE_LIMIT_PER_SESSION: perMinute(DEFAULT_RATE_LIMITS.perSession),
  RATE_LIMIT_PER_KEY: perMinute(DEFAULT_RATE_LIMITS.perIntegrationKey),
  RATE_LIMIT_PUBLIC: perMinute(DEFAULT_RATE_LIMITS.publicPerAddress),
  RATE_LIMIT_AUTH_FAILURES: perMinute(DEFAULT_RATE_LIMITS.authFailuresPerAddress),
  CEP_BASE_URL: optional(z.url({ error: 'deve ser uma URL' }).default('https://viacep.com.br')),
  CNPJ_REGISTRY_BASE_URL: optional(z.url({ error: 'deve ser uma URL' }).default('https://receitaws.com.br')),
  CNPJ_REGISTRY_TOKEN: optional(z.string().optional()),
  /** How long a CEP or CNPJ lookup may take before the caller is told the service is down (503). */
  LOOKUP_TIMEOUT_MS: wholeNumber(100, 60_000, 8_000),
  /** CNPJ lookups a minute per company that reach the registry (cached answers do not count). */
  LOOKUP_CNPJ_PER_MINUTE: perMinute(20),
  /**
   * CEP lookups a minute per company that reach the postal-code service (cached answers do not
   * count): every tenant asks it from the server's one address, which the service may block.
   */
  LOOKUP_CEP_PER_MINUTE: perMinute(60),
  /**
   * The web app's map tiles (the same variable its build reads): the CSP lets the page and its
   * service worker load them (`mapTileOrigin`). Unset: OpenStreetMap's; `off`: none.
   */
  VITE_MAP_TILE_URL: optional(
    z
      .string()
      .optional()
      .refine((value) => mapTileOrigin(value) !== undefined, {
        error: "deve ser 'off' ou uma URL de tiles como https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      }),
  ),
  /**
   * An S3-compatible bucket for visit photos (docs/server.md "Visit photos"): all five, or none
   * (photos kept in PostgreSQL). Reached path-style: `{endpoint}/{bucket}/{key}`.
   */
  PHOTO_S3_ENDPOINT: optional(z.url({ error: 'deve ser uma URL' }).optional()),
  PHOTO_S3_BUCKET: optional(z.string().optional()),
  PHOTO_S3_REGION: optional(z.string().default('us-east-1')),
  PHOTO_S3_ACCESS_KEY_ID: optional(z.string().optional()),
  PHOTO_S3_SECRET_ACCESS_KEY: optional(z.string().optional()),
  /** `warn` by default: `npm start` prints its own lines; `info` adds one line per request. */
  LOG_LEVEL: optional(
    z.enum(logLevels, { error: `deve ser um destes: ${logLevels.join(', ')}` }).default('warn'),
  ),
});

/** Server settings, read once at start from the environment (DESIGN.md, "Operations"). */
export type Env = z.infer<typeof envSchema>;

/** Thrown when the environment is invalid; `message` is pt-BR and names every bad variable. */
export class EnvError extends Error {
  override readonly name = 'EnvError';
}

/**
 * Validates the environment. Throws {@link EnvError} with a pt-BR message such as
 * `Configuração inválida:\n  - PORT: deve ser um número (recebido: "abc")`.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const key = String(issue.path[0] ?? '?');
    return `  - ${key}: ${issue.message} (recebido: ${JSON.stringify(source[key])})`;
  });
  throw new EnvError(`Configuração inválida:\n${lines.join('\n')}`);
}
