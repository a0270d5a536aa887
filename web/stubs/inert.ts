// A value that absorbs module-level set-up (`z.object({...}).optional()`) but fails loudly when used
// for real: what the stubs below hand out in place of packages the page never runs.

const fail = (what: string): never => {
  throw new Error(`${what} is not bundled in the browser-only page (scripts/build-web.mjs stubs it): this code path should not run here`);
};

export function inert(name: string): unknown {
  const target = function () {};
  const proxy: unknown = new Proxy(target, {
    get: (_t, prop) =>
      prop === 'then' || typeof prop === 'symbol'
        ? undefined
        : ['parse', 'safeParse', 'parseAsync', 'safeParseAsync'].includes(prop)
          ? () => fail(`${name}.${prop}`)
          : proxy,
    apply: () => proxy,
    construct: () => proxy as object,
  });
  return proxy;
}

export const failing = (name: string) => (): never => fail(name);
