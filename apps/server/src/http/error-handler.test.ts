import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  conflict,
  forbidden,
  notFound,
  tooManyRequests,
  unauthorized,
  unavailable,
  unprocessable,
} from '../errors/service-error.ts';
import { errorHandler } from './error-handler.ts';

async function answerFor(error: unknown) {
  const { status, body } = await answerWithHeaders(error);
  return { status, body };
}

async function answerWithHeaders(error: unknown) {
  const app = Fastify();
  app.setErrorHandler(errorHandler);
  app.get('/x', async () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/x' });
  await app.close();
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe('errorHandler', () => {
  it('maps each kind of service error to its status and §8 body, in one place', async () => {
    expect(await answerFor(unauthorized())).toEqual({
      status: 401,
      body: { message: 'Sessão expirada, realize o login' },
    });
    expect(await answerFor(forbidden())).toEqual({
      status: 403,
      body: { message: 'Você não tem permissão para esta ação.' },
    });
    expect(await answerFor(notFound('Cliente não encontrado'))).toEqual({
      status: 404,
      body: { message: 'Cliente não encontrado' },
    });
    expect(await answerFor(conflict())).toEqual({
      status: 409,
      body: { message: 'Este registro já foi recebido pelo ERP e não pode mais ser alterado.' },
    });
    expect(await answerFor(unprocessable({ 'items.0.discount': ['Desconto alto'] }))).toEqual({
      status: 422,
      body: {
        message: 'Os dados informados são inválidos.',
        errors: { 'items.0.discount': ['Desconto alto'] },
      },
    });
    const limited = await answerWithHeaders(tooManyRequests(42.2));
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'Muitas tentativas. Aguarde um minuto e tente novamente.' });
    expect(limited.headers['retry-after']).toBe('43');
    expect(await answerFor(tooManyRequests(5, 'Limite de consultas atingido.'))).toEqual({
      status: 429,
      body: { message: 'Limite de consultas atingido.' },
    });
    expect(await answerFor(unavailable('Serviço de CEP indisponível, tente mais tarde'))).toEqual({
      status: 503,
      body: { message: 'Serviço de CEP indisponível, tente mais tarde' },
    });
  });

  it('answers a PostgreSQL data exception wrapped by Drizzle with a pt-BR 422, not a 500', async () => {
    const nul = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
    const wrapped = Object.assign(new Error('Failed query: select …'), { cause: nul });
    expect(await answerFor(wrapped)).toEqual({
      status: 422,
      body: {
        message: 'Os dados informados são inválidos.',
        errors: { _: ['Há caracteres ou números fora do permitido nos dados enviados.'] },
      },
    });
    const outOfRange = Object.assign(new Error('value "99999999999" is out of range for type integer'), {
      code: '22003',
    });
    expect((await answerFor(outOfRange)).status).toBe(422);
  });

  it('keeps other database errors as a generic pt-BR 500', async () => {
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    expect(await answerFor(deadlock)).toEqual({
      status: 500,
      body: { message: 'Erro interno do servidor. Tente novamente em instantes.' },
    });
  });
});
