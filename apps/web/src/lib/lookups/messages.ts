/** pt-BR texts of the CEP/CNPJ lookups. */
export const lookupMessages = {
  busy: 'O serviço de consulta está ocupado. Nova tentativa em instantes.',
  offline: 'Sem conexão com o serviço de consulta.',
} as const;
