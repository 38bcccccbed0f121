import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';

/**
 * Bodies are validated strictly (no type coercion, unknown fields refused); query
 * strings and path params arrive as text, so those are coerced to the schema's types.
 */
export function installValidation(app: FastifyInstance): void {
  const common = { allErrors: false, removeAdditional: false as const, useDefaults: true, strict: false };
  const strict = addFormats(new Ajv({ ...common, coerceTypes: false }));
  const coercing = addFormats(new Ajv({ ...common, coerceTypes: 'array' }));
  const compiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
    (httpPart === 'body' ? strict : coercing).compile(schema as object);
  app.setValidatorCompiler(compiler);
  // The API speaks JSON only: a text body answers 415 instead of failing validation.
  app.removeContentTypeParser('text/plain');
}

/** Turns Ajv's findings into a sentence a person can act on. */
export function describeValidation(errors: ErrorObject[], context: string | undefined): string {
  const first = errors[0];
  if (!first) return 'The request is not valid.';
  const where = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field = where || (first.params as { missingProperty?: string }).missingProperty || context || 'request';
  switch (first.keyword) {
    case 'required':
      return `${(first.params as { missingProperty: string }).missingProperty} is required`;
    case 'additionalProperties':
      return `Unknown field "${(first.params as { additionalProperty: string }).additionalProperty}" in ${where || context || 'request'}`;
    case 'type':
      return `${field} must be ${article((first.params as { type: string }).type)}`;
    default:
      return `${field} ${first.message ?? 'is not valid'}`;
  }
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
