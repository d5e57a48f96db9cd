import type { FastifyRequest } from 'fastify';

// Query parameters that must never reach a log line (validateCardNumber takes a card number in its query).
const SECRET_QUERY = /([?&](?:cardNumber|cvc)=)[^&#]*/gi;

export function maskSecretQuery(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

/**
 * What a request log line says about the request: never its body (cards, passwords), and its address
 * with secret query values masked.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskSecretQuery(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
