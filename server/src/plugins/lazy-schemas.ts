import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';

/**
 * Route schemas are compiled when a request first needs them, not when the route is
 * registered. Compiling every route's validators and serializers (Ajv and
 * fast-json-stringify code generation) was about a second of each start: of every test file's
 * app, and of every server process, most of whose routes serve nobody in its first minutes.
 * The first request of a route pays its few milliseconds instead. A schema Ajv cannot
 * compile then fails that request (500) instead of the start; the authorization matrix and
 * the fuzz tests call every route, so such a schema still fails the suite.
 */

/** A validator as Fastify calls it: the result, and Ajv's `errors` read off the function afterwards. */
type Validate = ReturnType<FastifySchemaCompiler<unknown>>;

/** A validator that compiles itself on its first call and then only delegates. */
export function validateOnFirstUse(compile: () => Validate): Validate {
  let compiled: Validate | undefined;
  const validate: Validate = (data: unknown) => {
    compiled ??= compile();
    const result = compiled(data);
    validate.errors = compiled.errors;
    return result;
  };
  return validate;
}

/** A serializer that compiles itself on its first call. */
export function serializeOnFirstUse(compile: () => (data: unknown) => string): (data: unknown) => string {
  let compiled: ((data: unknown) => string) | undefined;
  return (data) => (compiled ??= compile())(data);
}

type SerializerFactory = ReturnType<typeof SerializerSelector>;

/** Fastify's own response serializer factory (fast-json-stringify), compiling on first use. */
const lazySerializers: SerializerFactory = (externalSchemas, options) => {
  const compile = SerializerSelector()(externalSchemas, options);
  return (route) => serializeOnFirstUse(() => compile(route));
};

/** The Fastify option that makes response serializers lazy (validators: `validateOnFirstUse`). */
export const lazySchemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: { buildSerializer: lazySerializers as never },
};
