import Ajv, { type ErrorObject, type KeywordDefinition } from 'ajv';
import type { DataValidateFunction } from 'ajv/dist/types';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { TEXT_KEYWORD, textProblem, type TextKind } from '../contracts/text-rule';
import { validateOnFirstUse } from './lazy-schemas';

/**
 * Bodies are validated strictly (no type coercion, unknown fields refused); query
 * strings and path params arrive as text, so those are coerced to the schema's types.
 * Every string of every request obeys the text rule (contracts/text-rule.ts): single-line
 * unless its schema says multi-line, so a new route gets it without asking.
 */
export function installValidation(app: FastifyInstance): void {
  const common = { allErrors: false, removeAdditional: false as const, useDefaults: true, strict: false };
  const strict = addFormats(new Ajv({ ...common, coerceTypes: false })).addKeyword(textKeyword);
  const coercing = addFormats(new Ajv({ ...common, coerceTypes: 'array' })).addKeyword(textKeyword);
  const compiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
    validateOnFirstUse(() => (httpPart === 'body' ? strict : coercing).compile(withTextRule(schema) as object));
  app.setValidatorCompiler(compiler);
  // The API speaks JSON only: a text body answers 415 instead of failing validation.
  app.removeContentTypeParser('text/plain');
}

const textKeyword: KeywordDefinition = {
  keyword: TEXT_KEYWORD,
  type: 'string',
  schemaType: 'string',
  errors: true,
  compile(kind: TextKind) {
    const check: DataValidateFunction = (value: string) => {
      const problem = textProblem(value, kind);
      if (problem) check.errors = [{ keyword: TEXT_KEYWORD, message: problem, params: { kind } }];
      return !problem;
    };
    return check;
  },
};

type SchemaNode = Record<string | symbol, unknown>;
const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (node: SchemaNode) => node.type === 'string' || (Array.isArray(node.type) && node.type.includes('string'));

/** A copy of the schema in which every string without a text kind is single-line text. */
export function withTextRule(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withTextRule);
  if (!isNode(schema)) return schema;
  const copy: SchemaNode = {};
  for (const key of Reflect.ownKeys(schema)) {
    const value = schema[key];
    // `const`, `enum` and `default` hold data, not schemas.
    copy[key] = key === 'const' || key === 'enum' || key === 'default' || key === 'examples' ? value : withTextRule(value);
  }
  if (isString(copy) && copy[TEXT_KEYWORD] === undefined) copy[TEXT_KEYWORD] = 'single-line';
  return copy;
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
    case TEXT_KEYWORD:
      return `${fieldLabel(first.instancePath, context)} ${first.message}`;
    default:
      return `${field} ${first.message ?? 'is not valid'}`;
  }
}

/** "/customer_name" → "Customer name"; "/features/2" → "Features" (the field, not the array index). */
function fieldLabel(instancePath: string, context: string | undefined): string {
  const name =
    instancePath
      .split('/')
      .filter((part) => part && !/^\d+$/.test(part))
      .pop() ??
    context ??
    'text';
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
