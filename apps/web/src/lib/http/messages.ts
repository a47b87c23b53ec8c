import { errorMessages } from '@rota/contract';

/** pt-BR texts of the HTTP client (§8). The exact §8 texts come from the contract. */
export const httpMessages = {
  sessionExpired: errorMessages.sessionExpired,
  invalidToken: errorMessages.invalidToken,
  offline: 'Sem conexão com o servidor',
  timeout: 'O servidor demorou demais para responder',
  unexpectedResponse: 'Resposta inesperada do servidor',
  serverError: (status: number) => `O servidor respondeu com erro (${status}). Tente novamente em instantes.`,
} as const;
