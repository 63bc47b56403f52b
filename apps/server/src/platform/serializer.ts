import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * The response serializer: each route's contract schema checks and serializes its answer
 * (fastify-type-provider-zod), and the text is remembered for as long as the answer object
 * lives. A cached read (the catalog, content, coins, levels: decision 028) hands the same
 * object to every request until its version moves, so it is checked and serialized once, not
 * per request (issue 15). Cached answers are shared and never mutated, so the text stays true.
 * A fresh object per request (most answers) just misses.
 */
export const memoizingSerializerCompiler: typeof serializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  const texts = new WeakMap<object, string>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null) return serialize(data);
    let text = texts.get(data);
    if (text === undefined) {
      text = serialize(data);
      texts.set(data, text);
    }
    return text;
  };
};
