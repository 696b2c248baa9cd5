import type { FastifyRequest } from 'fastify';
import type { RouteAuth } from '../../src/protocol/provider-routes.ts';
import type { ServiceKeys } from '../config.ts';
import { HttpError } from './errors.ts';

// Vapi's own wording for a key used where it is not accepted.
const WRONG_KEY = 'Invalid Key. Hot tip, you may be using the private key instead of the public key, or vice versa.';

/** Throws 401 unless the bearer token is a key this route accepts (public routes take either key). */
export function checkAuth(req: FastifyRequest, auth: RouteAuth, keys: ServiceKeys): void {
  const header = req.headers.authorization;
  if (!header) throw new HttpError(401, 'Missing Authorization header. Expected "Bearer <key>".');
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  if (!m) throw new HttpError(401, 'Malformed Authorization header. Expected "Bearer <key>".');
  const token = m[1];
  if (token === keys.privateKey) return;
  if (auth === 'public' && token === keys.publicKey) return;
  throw new HttpError(401, WRONG_KEY);
}
