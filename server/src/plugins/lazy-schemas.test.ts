import Ajv from 'ajv';
import { serializeOnFirstUse, validateOnFirstUse } from './lazy-schemas';

const schema = { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] };

describe('schemas compiled on first use', () => {
  it('compiles a validator on its first call, once, and passes on its result and errors', () => {
    const ajv = new Ajv();
    const compile = jest.fn(() => ajv.compile(schema));
    const validate = validateOnFirstUse(compile);
    expect(compile).not.toHaveBeenCalled();

    expect(validate({ n: 'x' })).toBe(false);
    expect(validate.errors).toEqual([expect.objectContaining({ instancePath: '/n', keyword: 'type' })]);
    expect(validate({ n: 1 })).toBe(true);
    expect(validate.errors).toBeNull();
    expect(compile).toHaveBeenCalledTimes(1);
  });

  it('compiles a serializer on its first call, once', () => {
    const compile = jest.fn(() => (data: unknown) => JSON.stringify(data));
    const serialize = serializeOnFirstUse(compile);
    expect(compile).not.toHaveBeenCalled();
    expect(serialize({ n: 1 })).toBe('{"n":1}');
    expect(serialize({ n: 2 })).toBe('{"n":2}');
    expect(compile).toHaveBeenCalledTimes(1);
  });
});
