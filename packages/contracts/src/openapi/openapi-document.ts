import * as z from 'zod';
import { ErrorResponse, type HttpMethod, type RouteContract, routeKey } from '../http';
import { ERROR_ANSWERS, errorAnswersOf, pathParameterNames } from './error-answers';
import { schemaNames } from './schema-names';

type Json = Record<string, unknown>;
type Io = 'input' | 'output';

export interface OpenApiParameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  description?: string;
  schema: Json;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  /** `[]`: public. Otherwise any one of the schemes listed. */
  security: Record<string, string[]>[];
  parameters: (OpenApiParameter | { $ref: string })[];
  requestBody?: { required: true; content: Record<string, { schema: Json }> };
  responses: Record<string, Json>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<Lowercase<HttpMethod>, OpenApiOperation>>>;
  components: {
    schemas: Record<string, Json>;
    securitySchemes: Record<string, Json>;
    parameters: Record<string, OpenApiParameter>;
    headers: Record<string, Json>;
    responses: Record<string, Json>;
  };
}

export interface OpenApiOptions {
  /** The groups' descriptions, shown as the document's tags (a group without one still gets its tag). */
  groups?: Partial<Record<RouteContract['group'], string>>;
  /** @default '1' */
  version?: string;
}

const SCHEMAS = '#/components/schemas/';
/** The HttpOnly session cookie (SESSION_COOKIE of functions/src/http/session-cookies.ts, whose test holds them equal). */
export const SESSION_COOKIE_NAME = 'kinwell_session';
const schemaRef = (id: string) => ({ $ref: `${SCHEMAS}${id}` });

/** `signUp` → `Sign up`: an operation's summary from its route's name. */
const summaryOf = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

const toJsonSchema = (schema: z.ZodType, io: Io) => {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  return json;
};

/**
 * The named schemas of one direction as `components.schemas`. Requests are described as they are sent (`io:
 * 'input'`: defaults make a field optional, a transform's input is shown), answers as they are produced. Zod puts a
 * recursive part shared by several (JSON values) under `__shared`: it becomes components of its own, so every
 * `$ref` resolves inside the document.
 */
function componentSchemas(named: Map<z.ZodType, string>, io: Io): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of named) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { io, unrepresentable: 'any', uri: (id) => `${SCHEMAS}${id}` });
  const sharedPrefix = `Shared${pascal(io)}_`;
  const text = JSON.stringify(schemas).replaceAll(`${SCHEMAS}__shared#/$defs/`, `${SCHEMAS}${sharedPrefix}`);
  const { __shared: shared, ...own } = JSON.parse(text) as Record<string, Json>;
  const components: Record<string, Json> = {};
  for (const [id, { $schema: _, $id: __, ...schema }] of Object.entries(own)) components[id] = schema;
  for (const [key, schema] of Object.entries((shared?.$defs ?? {}) as Record<string, Json>)) {
    components[`${sharedPrefix}${key}`] = schema;
  }
  return components;
}

/** The query object's fields as query parameters (API Gateway hands them to the handler as strings). */
function queryParameters(query: z.ZodType): OpenApiParameter[] {
  const json = toJsonSchema(query, 'input') as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, schema]) => {
    const { description, ...rest } = schema as Json & { description?: string };
    return {
      name,
      in: 'query',
      required: json.required?.includes(name) ?? false,
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

const SECURITY: Record<RouteContract['auth'], Record<string, string[]>[]> = {
  none: [],
  user: [{ bearerAuth: [] }],
  // Either one: the handler reads the bearer header first, then the HttpOnly cookie.
  session: [{ bearerAuth: [] }, { sessionCookie: [] }],
};

/**
 * The OpenAPI 3.1 description of routes of the contracts: the single source the Lambdas and the local runtime
 * dispatch on, so a route cannot be served without being described. Each operation carries its auth, its path and
 * query parameters, its JSON body, its answer and the error answers it can give (`{ message, code }`).
 */
export function openApiDocument(
  routes: Readonly<Record<string, RouteContract>>,
  options: OpenApiOptions = {},
): OpenApiDocument {
  const names = schemaNames();
  const inputs = new Map<z.ZodType, string>();
  const outputs = new Map<z.ZodType, string>([[ErrorResponse, 'ErrorResponse']]);
  const nameOf = (schema: z.ZodType, into: Map<z.ZodType, string>, fallback: string) => {
    const known = into.get(schema);
    if (known) return known;
    const id = names.get(schema) ?? fallback;
    into.set(schema, id);
    return id;
  };

  const paths: OpenApiDocument['paths'] = {};
  const groups = new Set<RouteContract['group']>();
  for (const [name, route] of Object.entries(routes)) {
    groups.add(route.group);
    const parameters: OpenApiOperation['parameters'] = [
      ...pathParameterNames(route.path).map(
        (parameter): OpenApiParameter => ({ name: parameter, in: 'path', required: true, schema: { type: 'string' } }),
      ),
      ...(route.query ? queryParameters(route.query) : []),
      { $ref: '#/components/parameters/AcceptLanguage' },
    ];
    // OpenAPI 3.1 describes a binary answer by its media type alone (no schema).
    const success = route.mediaType
      ? {
          description: 'OK',
          content: { [route.mediaType]: route.mediaType.startsWith('text/') ? { schema: { type: 'string' } } : {} },
        }
      : {
          description: 'OK',
          content: {
            'application/json': { schema: schemaRef(nameOf(route.response, outputs, `${pascal(name)}Response`)) },
          },
        };
    const operation: OpenApiOperation = {
      operationId: name,
      summary: summaryOf(name),
      tags: [route.group],
      security: SECURITY[route.auth],
      parameters,
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: schemaRef(nameOf(route.body, inputs, `${pascal(name)}Body`)) } },
            },
          }
        : {}),
      responses: {
        [String(route.status ?? 200)]: success,
        ...Object.fromEntries(
          errorAnswersOf(route).map((error) => [
            String(error.status),
            { $ref: `#/components/responses/${error.name}` },
          ]),
        ),
      },
    };
    const method = route.method.toLowerCase() as Lowercase<HttpMethod>;
    const pathItem = paths[route.path] ?? {};
    if (pathItem[method]) throw new Error(`Two routes answer ${routeKey(route)}`);
    pathItem[method] = operation;
    paths[route.path] = pathItem;
  }

  const requestSchemas = componentSchemas(inputs, 'input');
  const answerSchemas = componentSchemas(outputs, 'output');
  for (const id of Object.keys(requestSchemas)) {
    if (id in answerSchemas) throw new Error(`Schema ${id} names both a request and an answer`);
  }

  return {
    openapi: '3.1.1',
    info: {
      title: 'Kinwell API',
      version: options.version ?? '1',
      description:
        'The /api endpoints of Kinwell, generated from the zod contracts (packages/contracts). Errors answer ' +
        '`{ message, code }`: `message` in the language of `Accept-Language`, `code` stable for programs.',
    },
    servers: [{ url: '/', description: 'The site itself: CloudFront forwards /api/* to the API (same origin).' }],
    tags: [...groups].map((group) => ({ name: group, description: options.groups?.[group] ?? group })),
    paths,
    components: {
      schemas: { ...requestSchemas, ...answerSchemas },
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'The access token of a login (`AuthenticationResult.AccessToken`), as `Authorization: Bearer …`.',
        },
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE_NAME,
          description: 'The HttpOnly session cookie `POST /api/token` sets (calls made with credentials).',
        },
      },
      parameters: {
        AcceptLanguage: {
          name: 'Accept-Language',
          in: 'header',
          required: false,
          description: 'The language of error messages: en, fr, es, ja or ar (else English).',
          schema: { type: 'string', examples: ['fr', 'ar-EG,ar;q=0.9'] },
        },
      },
      headers: {
        RetryAfter: { description: 'Seconds to wait before asking again.', schema: { type: 'integer', minimum: 1 } },
      },
      responses: Object.fromEntries(
        Object.values(ERROR_ANSWERS).map((error) => [
          error.name,
          {
            description: error.description,
            ...(error.status === 503
              ? { headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } } }
              : {}),
            content: { 'application/json': { schema: schemaRef('ErrorResponse') } },
          },
        ]),
      ),
    },
  };
}
