import type { FastifyReply } from 'fastify';

/**
 * Answers one of the API's own HTML pages (the OAuth and payment sandboxes): never cached, since
 * each shows one trade's or one login's state (docs/security.md for the headers they also get).
 * @param status the HTTP status (200, or 400/404/409/410 for a page that refuses)
 * @returns the reply, sent
 */
export function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}
