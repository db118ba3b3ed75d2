import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Registered on the root instance (not as a plugin) so it sees every route. The OpenAPI document, generated from the zod contracts of each route; browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, options: { appUrl: string }): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Ting API',
        version: '1.0.0',
        description: 'The API of Ting, the AI meeting assistant.',
      },
      servers: [{ url: options.appUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
