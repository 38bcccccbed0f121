import type { TestConfig, TestContext } from 'yup';

/**
 * A rule of @contracts/booking-rules (a function answering its message, or null) as a yup
 * test: the form refuses what the server refuses, in the same words, by calling the same function.
 */
export function ruleTest<V, P = Record<string, unknown>>(name: string, rule: (value: V, parent: P) => string | null): TestConfig<V> {
  return {
    name,
    test(value: V, context: TestContext) {
      const problem = rule(value, context.parent as P);
      return problem === null || context.createError({ message: problem });
    },
  };
}
