/**
 * The exact texts §8 fixes. Apart from the error schemas (errors.ts) so that a screen that only
 * shows a message does not load zod for it.
 */
export const errorMessages = {
  sessionExpired: 'Sessão expirada, realize o login',
  invalidToken: 'Token inválido!',
  validationFailed: 'Os dados informados são inválidos.',
  forbidden: 'Você não tem permissão para esta ação.',
  notFound: 'Recurso não encontrado',
  conflict: 'Este registro já foi recebido pelo ERP e não pode mais ser alterado.',
  tooManyRequests: 'Muitas tentativas. Aguarde um minuto e tente novamente.',
  payloadTooLarge: 'O corpo da requisição é grande demais.',
  internal: 'Erro interno do servidor. Tente novamente em instantes.',
} as const;
