/** Where the external lookups live and how the server guards them (docs/server.md "Lookups"). */
export interface LookupSettings {
  /** ViaCEP's base URL: `{cepBaseUrl}/ws/{cep}/json/`. */
  cepBaseUrl: string;
  /** ReceitaWS's base URL: `{cnpjBaseUrl}/v1/cnpj/{cnpj}`. */
  cnpjBaseUrl: string;
  /** Sent as `Authorization: Bearer …` to the registry when set; never answered nor logged. */
  cnpjToken: string | undefined;
  /** How long one lookup may take before it counts as the service being down. */
  timeoutMs: number;
  /** CNPJ lookups a minute each company may send to the registry. */
  cnpjPerMinute: number;
  /** CEP lookups a minute each company may send to the postal-code service. */
  cepPerMinute: number;
}

/** The settings from the validated environment (`env.ts`; structural, so tools need not load it). */
export function lookupSettingsFromEnv(env: {
  CEP_BASE_URL: string;
  CNPJ_REGISTRY_BASE_URL: string;
  CNPJ_REGISTRY_TOKEN?: string | undefined;
  LOOKUP_TIMEOUT_MS: number;
  LOOKUP_CNPJ_PER_MINUTE: number;
  LOOKUP_CEP_PER_MINUTE: number;
}): LookupSettings {
  return {
    cepBaseUrl: env.CEP_BASE_URL,
    cnpjBaseUrl: env.CNPJ_REGISTRY_BASE_URL,
    cnpjToken: env.CNPJ_REGISTRY_TOKEN,
    timeoutMs: env.LOOKUP_TIMEOUT_MS,
    cnpjPerMinute: env.LOOKUP_CNPJ_PER_MINUTE,
    cepPerMinute: env.LOOKUP_CEP_PER_MINUTE,
  };
}

/**
 * Lookups that never leave the machine (a closed local port: every lookup answers 503), for
 * tests and benchmarks that do not exercise them. Tests of the lookups use the fake services
 * (`testing/fake-lookup-services.ts`).
 */
export const UNREACHABLE_LOOKUPS: LookupSettings = {
  cepBaseUrl: 'http://127.0.0.1:1',
  cnpjBaseUrl: 'http://127.0.0.1:1',
  cnpjToken: undefined,
  timeoutMs: 2_000,
  cnpjPerMinute: 20,
  cepPerMinute: 60,
};
