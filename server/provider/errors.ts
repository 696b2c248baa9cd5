import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ProviderError } from '../../src/protocol/provider-routes.ts';

/** An error the provider answers as JSON `{statusCode, error, message}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** The JSON body of an error response. */
export function errorBody(statusCode: number, message: string): ProviderError {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

/** Error handler of the provider scope: every failure becomes a JSON 4xx/5xx, never a crash. */
export function providerErrorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const status = err instanceof HttpError ? err.statusCode : (err.statusCode ?? 500);
  if (status >= 500) req.log.error(err);
  const message = status >= 500 ? 'Internal Server Error' : err.message;
  void reply.code(status).type('application/json').send(errorBody(status, message));
}
