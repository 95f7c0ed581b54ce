/**
 * An object whose every value is made on its first read, then kept as a plain property. For module
 * constants that cost to build and are rarely all needed: the CMS's component schemas are about a
 * third of the zod schemas the worker would otherwise construct in every isolate's start-up, and a
 * page reads two of them.
 */
export function builtOnFirstRead<T extends Record<string, () => unknown>>(
  makers: T,
): { readonly [K in keyof T]: ReturnType<T[K]> } {
  const values = {} as { [K in keyof T]: ReturnType<T[K]> };
  for (const key of Object.keys(makers) as (keyof T & string)[]) {
    Object.defineProperty(values, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = makers[key]!() as ReturnType<T[typeof key]>;
        Object.defineProperty(values, key, { value, enumerable: true });
        return value;
      },
    });
  }
  return values;
}
