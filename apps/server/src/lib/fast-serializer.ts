import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema fast-json-stringify compiles best: a union of scalars (zod's literals, `.nullable()`) becomes one
 * `type` list, since it would otherwise try each branch with Ajv on every value; formats and patterns go (they
 * validate, and this serializer does not).
 */
function forSerializing(schema: JsonSchema): JsonSchema {
  const { anyOf, properties, items, pattern: _pattern, format: _format, $schema: _s, ...rest } = schema;
  if (Array.isArray(anyOf)) {
    const branches = (anyOf as JsonSchema[]).map(forSerializing);
    const types = branches.map((branch) => branch.type);
    if (types.every((type) => typeof type === 'string' && type !== 'object' && type !== 'array')) {
      return { ...rest, type: [...new Set(types as string[])] };
    }
    return { ...rest, anyOf: branches };
  }
  const result: JsonSchema = { ...rest };
  if (properties) {
    result.properties = Object.fromEntries(
      Object.entries(properties as Record<string, JsonSchema>).map(([key, value]) => [key, forSerializing(value)]),
    );
  }
  if (items) result.items = forSerializing(items as JsonSchema);
  return result;
}

/**
 * A compiled serializer for a hot route's answer, from the zod schema its OpenAPI document shows, as a route's
 * `serializerCompiler`. fastify-type-provider-zod's serializer validates every answer against the schema with
 * zod before JSON.stringify, which for a page of 20 providers costs about as much as the rest of the handler in
 * JavaScript; this one writes the fields the schema names, in its order, without validating (the handler's
 * return type is checked by TypeScript, and a test compares both serializers on real answers).
 */
export function compileFastSerializer(schema: z.ZodType): (data: unknown) => string {
  return fastJson(forSerializing(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as JsonSchema));
}
