import { z } from 'zod';

/**
 * Garbage derived from a route's own schemas, for the access harness: for every query parameter and every field of
 * a JSON body, a NUL or a lone surrogate inside, a huge string, a wrong type and (for required fields) its
 * absence. The rest of the body is filled with plausible values, so that each variant gets as far into the route
 * as its flaw allows.
 */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  exclusiveMinimum?: number;
  format?: string;
  default?: unknown;
};

export type Variant = { label: string; body: unknown };

const HUGE = 'x'.repeat(100_000);
const MAX_DEPTH = 3;

export function toJsonSchema(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return null;
  }
}

/** The names of a querystring schema's parameters. */
export function queryParameterNames(schema: unknown): string[] {
  return Object.keys(objectBranch(toJsonSchema(schema))?.properties ?? {});
}

/** The body variants of a JSON body schema (none when the route takes no JSON body). */
export function bodyVariants(schema: unknown, limit = 80): Variant[] {
  const json = toJsonSchema(schema);
  if (!json) return [];
  const root = objectBranch(json);
  // A body the schema leaves open (validated by the route itself): the usual field names, spoilt.
  if (!root?.properties) {
    return ['name', 'description', 'identifier', 'rule_name'].flatMap((field) => [
      { label: `${field} with NUL`, body: { [field]: 'ab\u0000cd' } },
      { label: `${field} with a lone surrogate`, body: { [field]: 'ab\ud800cd' } },
      { label: `${field} huge`, body: { [field]: HUGE } },
      { label: `${field} wrong type`, body: { [field]: { nested: ['object'] } } },
    ]);
  }
  const base = sample(root, 0) as Record<string, unknown>;
  const variants: Variant[] = [];
  walk(root, [], (path, field, required) => {
    const types = typesOf(field);
    if (types.includes('string') || types.length === 0) {
      variants.push({ label: `${path.join('.')} with NUL`, body: setAt(base, path, 'ab\u0000cd') });
      variants.push({
        label: `${path.join('.')} with a lone surrogate`,
        body: setAt(base, path, 'ab\udc00cd'),
      });
      variants.push({ label: `${path.join('.')} huge`, body: setAt(base, path, HUGE) });
    }
    variants.push({ label: `${path.join('.')} wrong type`, body: setAt(base, path, wrongValue(types)) });
    if (required) variants.push({ label: `${path.join('.')} missing`, body: setAt(base, path, undefined) });
  });
  variants.push({ label: 'plausible body', body: base });
  variants.push({ label: 'empty object', body: {} });
  return variants.slice(0, limit);
}

function objectBranch(schema: JsonSchema | null | undefined): JsonSchema | null {
  if (!schema) return null;
  if (schema.properties) return schema;
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    const found = objectBranch(branch);
    if (found) return found;
  }
  return null;
}

function typesOf(schema: JsonSchema): string[] {
  if (schema.type) return Array.isArray(schema.type) ? schema.type : [schema.type];
  if (schema.enum) return [...new Set(schema.enum.map((v) => typeof v))];
  const branches = schema.anyOf ?? schema.oneOf;
  return branches ? [...new Set(branches.flatMap(typesOf))] : [];
}

function wrongValue(types: string[]): unknown {
  if (types.includes('object') || types.includes('array')) return 'not-a-container';
  if (types.includes('string')) return { nested: ['object'] };
  return 'not-a-number';
}

/** Visit every field (depth-limited), with whether its parent requires it. */
function walk(
  schema: JsonSchema,
  path: string[],
  visit: (path: string[], field: JsonSchema, required: boolean) => void,
) {
  if (path.length >= MAX_DEPTH) return;
  const object = objectBranch(schema);
  for (const [name, field] of Object.entries(object?.properties ?? {})) {
    const at = [...path, name];
    visit(at, field, object?.required?.includes(name) ?? false);
    if (objectBranch(field)) walk(field, at, visit);
  }
}

/** A plausible value of a schema: its default, const or first enum value, else one of its type. */
function sample(schema: JsonSchema, depth: number): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (branch && !schema.type) return sample(branch, depth);
  const type = typesOf(schema).find((t) => t !== 'null') ?? 'string';
  switch (type) {
    case 'object': {
      if (depth >= MAX_DEPTH) return {};
      const out: Record<string, unknown> = {};
      for (const [name, field] of Object.entries(schema.properties ?? {}))
        out[name] = sample(field, depth + 1);
      return out;
    }
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return Math.max(1, Math.ceil(schema.minimum ?? schema.exclusiveMinimum ?? 1));
    case 'boolean':
      return true;
    default:
      return schema.format === 'email' ? 'probe@acme.test' : 'probe';
  }
}

function setAt(base: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(base);
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    const child = node[key];
    if (typeof child !== 'object' || child === null || Array.isArray(child)) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = path[path.length - 1] as string;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}
