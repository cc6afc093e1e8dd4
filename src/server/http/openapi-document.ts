import type { AnyProcedure, AnyRouter } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { OpenAPIObject, OpenApiMeta } from 'trpc-to-openapi';
import { appRouter } from '../routers/_app';
import { ENROLMENT_PATHS } from '../trpc/procedures';
import { normalizePath } from './rest-routes';

/** The parts of a generated operation made true here (the generator's types stop at `unknown` for them). */
interface Operation {
  description?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; required?: boolean }>;
  requestBody?: { content?: Record<string, { example?: unknown }> };
  responses: Record<string, unknown>;
}
type Method = NonNullable<OpenApiMeta['openapi']>['method'];

/**
 * Addresses the REST door serves that the document leaves out, each because another spelling of the same call is
 * documented. The spec's `GET /admin/page-sections/{pageId}` differs from `PUT`/`DELETE /admin/page-sections/{id}`
 * only by the name of its parameter, which no OpenAPI document may hold twice; it is documented as
 * `GET /admin/page-sections?pageId=…` and still answers at the spec's address.
 */
const UNDOCUMENTED: ReadonlyArray<{ method: Method; path: string }> = [
  { method: 'GET', path: '/admin/page-sections/{pageId}' },
];

const SESSION_SCHEME = 'session';

/** What every generated client must know first: how to sign in, and that the cookie is the credential. */
const SIGN_IN = `The public calls need nothing. The admin calls (\`/admin/…\`, \`PUT /settings/{key}\`,
\`POST /portfolio/batch-upload-urls\`) need the administrator's session cookie:

1. \`POST /auth/login\` with \`{ "username", "password" }\`. The answer sets the session cookie (HttpOnly, 12 hours)
   and says in \`step\` where the sign-in stands.
2. \`step: "done"\`: signed in. \`step: "verify"\`: the second factor is still to come; send
   \`POST /auth/second-factor\` with \`{ "code" }\` (an authenticator or recovery code) carrying the same cookie
   (or sign in with a passkey: \`POST /auth/passkey/options\`, then \`POST /auth/passkey\`). \`step: "enrol"\`: the site
   requires a second factor and the account has none yet; only the \`/admin/account\` set-up calls answer until
   one is set up.
3. Send the cookie with every later call; \`POST /auth/logout\` ends the session.

A browser keeps the cookie by itself. A client outside one keeps it from the \`Set-Cookie\` of each answer and
sends it back in \`Cookie\` (a new session id is issued at each step of a sign-in). There is no bearer token.

Writes (POST, PUT, DELETE) take \`application/json\` and, when they carry an \`Origin\` header, only this site's.
Every refusal is a JSON body of the \`Error\` schema; a 429 or 503 also says when to come back in \`Retry-After\`.`;

/** The body of every refusal the REST door sends (trpc-to-openapi's, or `sendRefusal`'s before the door). */
type Schema = NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>[string];

const ERROR_SCHEMA: Schema = {
  type: 'object',
  description: "A refusal: tRPC's error shape with the code's name.",
  properties: {
    message: {
      type: 'string',
      description: 'What went wrong, in words for a person; names each refused field.',
    },
    code: { type: 'string', enum: Object.keys(TRPC_ERROR_CODES_BY_KEY), description: 'The error code.' },
    data: {
      type: 'object',
      properties: {
        code: { type: 'string', enum: Object.keys(TRPC_ERROR_CODES_BY_KEY) },
        httpStatus: { type: 'integer', description: 'The HTTP status of the answer.' },
        path: { type: 'string', description: 'The procedure that refused (absent when none was reached).' },
        fieldErrors: {
          type: 'array',
          description:
            'Each refused field of the input (400 only): its dotted path (`""`: the input as a whole).',
          items: {
            type: 'object',
            properties: { path: { type: 'string' }, message: { type: 'string' } },
            required: ['path', 'message'],
            additionalProperties: false,
          },
        },
      },
      required: ['code', 'httpStatus'],
      additionalProperties: false,
    },
  },
  required: ['message', 'code', 'data'],
  additionalProperties: false,
  example: {
    message: 'email: Email must be a valid email address',
    code: 'BAD_REQUEST',
    data: {
      code: 'BAD_REQUEST',
      httpStatus: 400,
      path: 'public.contact.submit',
      fieldErrors: [{ path: 'email', message: 'Email must be a valid email address' }],
    },
  },
};

const ERRORS = {
  '400': 'The input was refused: `message` names each field and reason, `data.fieldErrors` lists them.',
  '401': 'Not signed in, or the second factor of this sign-in is still to come.',
  '403': 'Sent from another origin.',
  '404': 'What was asked for does not exist.',
  default:
    'Any other refusal: 404 (something the call needs does not exist), 409 (a clash with the current state), 413 ' +
    '(body too large), 415 (not JSON), 429 (too many requests, see `Retry-After`), 500 (a failure on our side), ' +
    '503 (briefly unavailable, see `Retry-After`).',
} as const;

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/**
 * Request bodies shown in the reference page (its "Try it out" sends them as they are) and in generated clients:
 * each one succeeds as sent.
 */
const EXAMPLES: Record<string, unknown> = {
  'POST /contact': {
    name: 'Maria Lopez',
    email: 'maria.lopez@example.com',
    phone: '(310) 555-0142',
    projectType: 'Home Remodel',
    message: 'We would like to remodel our kitchen and add a bathroom.',
    propertyAddress: '1200 Ocean Ave, Santa Monica, CA',
    landingPage: '/services',
    deviceClass: 'desktop',
    language: 'en-US',
  },
  'POST /auth/login': { username: 'owner', password: 'your password' },
};

/** Which procedure answers each documented method and path: an admin one needs the session. */
function procedurePaths() {
  const paths = new Map<string, string>();
  const procedures: Record<string, AnyProcedure> = (appRouter as AnyRouter)._def.procedures;
  for (const [path, procedure] of Object.entries(procedures)) {
    const openapi = (procedure._def.meta as OpenApiMeta | undefined)?.openapi;
    if (openapi) paths.set(`${openapi.method} ${normalizePath(openapi.path)}`, path);
  }
  return paths;
}

/** Makes each generated operation say what is true of it: its sign-in, its path parameters, its refusals. */
function describeOperation(key: string, operation: Operation, procedure: string | undefined) {
  const isAdmin = procedure?.startsWith('admin.') ?? false;
  // `[]`: the call needs no sign-in (the generator asks for one on every call).
  operation.security = isAdmin ? [{ [SESSION_SCHEME]: [] }] : [];
  if (procedure && ENROLMENT_PATHS.has(procedure)) {
    operation.description = [
      operation.description,
      'Also answers a sign-in whose second factor is to be set up.',
    ]
      .filter(Boolean)
      .join(' ');
  }
  // A path parameter is always required (OpenAPI says so); the generator leaves it out for ids read from digits.
  for (const parameter of operation.parameters ?? []) if (parameter.in === 'path') parameter.required = true;
  if (operation.parameters?.length === 0) delete operation.parameters;

  const responses: Record<string, unknown> = { '200': operation.responses['200'] };
  const hasInput = Boolean(operation.requestBody || operation.parameters);
  if (hasInput) responses['400'] = errorResponse(ERRORS['400']);
  if (isAdmin || key.includes(' /auth/')) responses['401'] = errorResponse(ERRORS['401']);
  if (!key.startsWith('GET ')) responses['403'] = errorResponse(ERRORS['403']);
  if (operation.parameters?.some((parameter) => parameter.in === 'path')) {
    responses['404'] = errorResponse(ERRORS['404']);
  }
  responses.default = errorResponse(ERRORS.default);
  operation.responses = responses;

  const example = EXAMPLES[key];
  const json = operation.requestBody?.content?.['application/json'];
  if (example && json) json.example = example;
}

/**
 * The OpenAPI 3.1 document of the REST door (`/api/openapi.json`, shown at `/api/docs`): trpc-to-openapi's, from
 * the procedures' `.meta({ openapi })`, made true where the generator's defaults are not: sign-in is the session
 * cookie (not a bearer token) and only admin calls need it, path parameters are required, the refusals have the
 * body they are sent with, and no two paths differ only by a parameter's name. tests/integration/openapi-*.test.ts
 * lint it and call every path through a client generated from it.
 */
export async function openApiDocument(sessionCookieName: string): Promise<OpenAPIObject> {
  const { generateOpenApiDocument } = await import('trpc-to-openapi');
  const document = generateOpenApiDocument(appRouter, {
    title: 'Summit Coast Builders API',
    description: SIGN_IN,
    version: '1.0.0',
    baseUrl: '/api',
    securitySchemes: {
      [SESSION_SCHEME]: {
        type: 'apiKey',
        in: 'cookie',
        name: sessionCookieName,
        description: 'The session cookie `POST /auth/login` sets (and `POST /auth/second-factor` completes).',
      },
    },
    filter: ({ metadata }) =>
      !UNDOCUMENTED.some(
        ({ method, path }) =>
          metadata.openapi.method === method && normalizePath(metadata.openapi.path) === path,
      ),
  });
  const procedures = procedurePaths();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
      const key = `${method.toUpperCase()} ${path}`;
      describeOperation(key, operation, procedures.get(key));
    }
  }
  // The generator's own error schemas (one per code, none with `data`) give way to the one body sent.
  const schemas = Object.entries(document.components?.schemas ?? {}).filter(
    ([name]) => !name.startsWith('error.'),
  );
  document.components = {
    ...document.components,
    schemas: { ...Object.fromEntries(schemas), Error: ERROR_SCHEMA },
  };
  return document;
}
