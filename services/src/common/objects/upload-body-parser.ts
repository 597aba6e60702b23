import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Internal media type the upload route's body is parsed as: the raw stream, whatever the client declared. */
const OBJECT_UPLOAD_MEDIA_TYPE = 'application/x-estate-object-upload';

/**
 * Lets `PUT <routeUrl>` receive its body as an unparsed stream, so it is streamed to storage with a size limit and
 * typed by its content. The declared Content-Type is not trusted (a PDF sent as application/json is still a
 * PDF), so it is replaced before Fastify picks a parser; every other route keeps the JSON parser.
 */
export function registerUploadBodyParser(fastify: FastifyInstance, routeUrl: string): void {
  const isUpload = (request: FastifyRequest) => request.method === 'PUT' && request.routeOptions.url === routeUrl;
  fastify.addHook('onRequest', (request, _reply, done) => {
    if (isUpload(request)) request.headers['content-type'] = OBJECT_UPLOAD_MEDIA_TYPE;
    done();
  });
  fastify.addContentTypeParser(OBJECT_UPLOAD_MEDIA_TYPE, (request, payload, done) => {
    if (isUpload(request)) {
      done(null, payload);
      return;
    }
    done(Object.assign(new Error(`Unsupported Media Type: ${OBJECT_UPLOAD_MEDIA_TYPE}`), { statusCode: 415 }));
  });
}
