import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** pt-BR messages for the errors Fastify raises before a handler runs. */
const messagesByCode: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'O corpo da requisição é grande demais.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de conteúdo não suportado.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'O corpo da requisição está vazio.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'O corpo da requisição não é um JSON válido.',
};

/** A body that cannot be read is bad input, answered 422 like a failed validation. */
const malformedBodyCodes = new Set(['FST_ERR_CTP_EMPTY_JSON_BODY', 'FST_ERR_CTP_INVALID_JSON_BODY']);

/**
 * Maps every error to a `{ message }` body in pt-BR (DESIGN.md, "Auth and tenants"). Malformed
 * JSON is a 422 like any other bad input; client errors keep their status; anything else is a 500
 * whose details go to the log, never to the client.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'erro não tratado');
    void reply.code(500).send({ message: 'Erro interno do servidor.' });
    return;
  }
  if (error instanceof SyntaxError) {
    void reply.code(422).send({ message: messagesByCode.FST_ERR_CTP_INVALID_JSON_BODY });
    return;
  }
  const message = messagesByCode[error.code] ?? 'Requisição inválida.';
  void reply.code(malformedBodyCodes.has(error.code) ? 422 : status).send({ message });
}
