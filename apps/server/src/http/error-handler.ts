import { errorMessages } from '@rota/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDataException } from '../db/postgres-error.ts';
import { ServiceError, type ServiceErrorKind } from '../errors/service-error.ts';

/** pt-BR messages for the errors Fastify raises before a handler runs. */
const messagesByCode: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: errorMessages.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de conteúdo não suportado.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'O corpo da requisição está vazio.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'O corpo da requisição não é um JSON válido.',
};

/** The one place a service's failure becomes an HTTP status. */
const statusByKind: Record<ServiceErrorKind, number> = {
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  validation: 422,
  too_many_requests: 429,
  unavailable: 503,
};

/** §8 bodies: `{ message, errors }` for a validation failure, `{ message }` for the rest. */
function sendServiceError(error: ServiceError, reply: FastifyReply): void {
  if (error.retryAfterSeconds !== undefined)
    void reply.header('retry-after', String(error.retryAfterSeconds));
  void reply
    .code(statusByKind[error.kind])
    .send(error.fields ? { message: error.message, errors: error.fields } : { message: error.message });
}

const dataExceptionMessage = 'Há caracteres ou números fora do permitido nos dados enviados.';

/** A body that cannot be read is bad input, answered 422 like a failed validation. */
const malformedBodyCodes = new Set(['FST_ERR_CTP_EMPTY_JSON_BODY', 'FST_ERR_CTP_INVALID_JSON_BODY']);

/**
 * Maps every error to the §8 shapes in pt-BR: a `ServiceError` by its kind (401, 403, 404,
 * 409, 422 with the fields, 429 with Retry-After, 503 when a service Rota depends on failed); a body
 * that is not JSON is a 422 `{ message, errors: { body: [...] } }`; other client errors keep
 * their status with `{ message }`; anything else is a 500 whose details go to the log only.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof ServiceError) {
    sendServiceError(error, reply);
    return;
  }
  if (isDataException(error)) {
    // A value PostgreSQL cannot hold (a NUL byte in text, an out-of-range number) is bad input.
    request.log.info({ err: error }, 'valor recusado pelo banco de dados');
    void reply
      .code(422)
      .send({ message: errorMessages.validationFailed, errors: { _: [dataExceptionMessage] } });
    return;
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'erro não tratado');
    void reply.code(500).send({ message: errorMessages.internal });
    return;
  }
  if (error instanceof SyntaxError || malformedBodyCodes.has(error.code)) {
    const message = messagesByCode[error.code] ?? messagesByCode.FST_ERR_CTP_INVALID_JSON_BODY ?? '';
    void reply.code(422).send({ message, errors: { body: [message] } });
    return;
  }
  void reply.code(status).send({ message: messagesByCode[error.code] ?? 'Requisição inválida.' });
}
