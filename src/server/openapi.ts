// The OpenAPI 3.1 document of the HTTP API, written from the route table: parameters and bodies
// from the same zod schemas that validate requests (via z.toJSONSchema, JSON Schema 2020-12 — the
// dialect OpenAPI 3.1 uses), so what the document says is what the server enforces.

import { z } from 'zod';
import { errorSchema } from './responses.js';
import type { Route } from './route.js';

type JsonSchema = Record<string, unknown>;

/** A schema as OpenAPI embeds it; schemas with a meta id become components, referenced by $ref. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output', components: Record<string, JsonSchema>): JsonSchema {
  const generated = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' });
  const relinked = JSON.parse(JSON.stringify(generated).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
  const { $schema: _dialect, $defs, ...rest } = relinked;
  for (const [id, def] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) components[id] = def;
  return rest;
}

/** True when the parameter may be left out (optional or defaulted). */
function optional(schema: z.ZodType): boolean {
  return schema.safeParse(undefined).success;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Invalid input: the error names the parameter or field.',
  401: 'Writes need "Authorization: Bearer <token>".',
  403: 'Writes are disabled (start the server with --allow-writes).',
  404: 'Not found.',
  413: 'The request body is over the size limit.',
  415: 'The body is not sent as application/json.',
  500: 'Unexpected failure (details in the server log).',
};

export interface OpenApiInfo {
  version: string;
  /** Body size limit in bytes, stated in the description. */
  maxBodyBytes: number;
}

export function openApiDocument(routes: readonly Route[], info: OpenApiInfo): Record<string, unknown> {
  const components: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, unknown>> = {};
  const errorRef = jsonSchema(errorSchema, 'output', components);
  for (const r of routes) {
    const parameters: unknown[] = [];
    const add = (where: 'path' | 'query', object: z.ZodType | undefined) => {
      if (!(object instanceof z.ZodObject)) return;
      for (const [name, field] of Object.entries(object.shape as Record<string, z.ZodType>)) {
        const schema = jsonSchema(field, 'input', components);
        const { description, example, ...rest } = schema;
        parameters.push({
          name,
          in: where,
          required: where === 'path' || !optional(field),
          ...(description !== undefined ? { description } : {}),
          ...(example !== undefined ? { example } : {}),
          schema: rest,
        });
      }
    };
    add('path', r.params);
    add('query', r.query);
    // 404: an unknown id in the path, or one a write names (a resolve's winner, a review item).
    const errors = [400, 500, ...(r.params || r.write ? [404] : []), ...(r.body ? [413, 415] : []), ...(r.write ? [401, 403] : [])].sort();
    const responses: Record<string, unknown> = {
      200: {
        description: r.response.description,
        content: { [r.response.contentType ?? 'application/json']: r.response.schema ? { schema: jsonSchema(r.response.schema, 'output', components) } : {} },
      },
    };
    for (const status of errors) responses[status] = { description: STATUS_TEXT[status], content: { 'application/json': { schema: errorRef } } };
    paths[r.path] ??= {};
    paths[r.path]![r.method] = {
      operationId: r.operationId,
      tags: [r.tag],
      summary: r.summary,
      ...(r.description ? { description: r.description } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(r.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(r.body, 'input', components) } } } } : {}),
      responses,
      ...(r.write ? { security: [{}, { bearer: [] }], 'x-nuggetindex-write': true } : {}),
    };
  }
  // The web UI is served beside the API (not JSON; listed so the document names every route).
  paths['/'] = {
    get: {
      operationId: 'webUi',
      tags: ['web UI'],
      summary: 'The web UI (index.html of the web build; a note on how to build it when missing).',
      responses: { 200: { description: 'HTML.', content: { 'text/html': {} } } },
    },
  };
  paths['/assets/{file}'] = {
    get: {
      operationId: 'webAsset',
      tags: ['web UI'],
      summary: 'A file of the web build (app.js, app.css, …).',
      parameters: [{ name: 'file', in: 'path', required: true, schema: { type: 'string' } }],
      responses: { 200: { description: 'The file.' }, 404: { description: 'No such file.', content: { 'application/json': { schema: errorRef } } } },
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'nuggetindex HTTP API',
      version: info.version,
      description:
        'Governed retrieval over a nuggetindex store: facts with validity intervals, lifecycle states and provenance. ' +
        'All responses are JSON (export: NDJSON); errors are `{ "error": { "code", "message", "field" } }`. ' +
        `Write endpoints (x-nuggetindex-write) are refused (403) unless the server runs with --allow-writes, and need the bearer token when one is set. Request bodies are limited to ${info.maxBodyBytes} bytes.`,
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components: {
      schemas: components,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token given to `nuggetindex serve --token` (or NUGGETINDEX_TOKEN).' } },
    },
  };
}
