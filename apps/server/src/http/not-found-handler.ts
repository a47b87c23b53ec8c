import type { FastifyReply, FastifyRequest } from 'fastify';

/** Laravel-shaped 404 for every unknown path, `/api/*` included: never an HTML page or a stack. */
export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(404).send({ message: 'Recurso não encontrado' });
}
