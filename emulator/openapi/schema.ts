/**
 * The published schemas rewritten for ajv as the platform applies them: protobuf-JSON numbers,
 * closed objects, no `required` (the file's lists name snake_case fields no request carries).
 */
import type { SchemaObject } from 'ajv'

/** The part of an OpenAPI 3.0 schema object the file uses. */
export interface OpenApiSchema {
  $ref?: string
  type?: string
  format?: string
  enum?: unknown[]
  items?: OpenApiSchema
  properties?: Record<string, OpenApiSchema>
  required?: string[]
  additionalProperties?: boolean | OpenApiSchema
  allOf?: OpenApiSchema[]
  oneOf?: OpenApiSchema[]
  anyOf?: OpenApiSchema[]
  minimum?: number
  maximum?: number
  pattern?: string
}

/** Options of the `protobufNumber` keyword (see operations.ts). */
export interface ProtobufNumberOptions {
  /** Only integers; with `digitStrings` also a string of digits (int64 fields). */
  integer: boolean
  digitStrings: boolean
  minimum?: number
  maximum?: number
}

const INTEGER_FORMATS = new Set(['int32', 'int64', 'uint32', 'uint64'])
/** Formats that only annotate (`enum`) or that the number keyword covers. */
const IGNORED_FORMATS = new Set(['enum', 'double', 'float', ...INTEGER_FORMATS])

/**
 * An ajv schema for `schema`. `$ref`s to `#/components/...` are rebased on `documentId`. Every
 * object is closed unless it says otherwise; a name its `required` list gives without declaring
 * it (Project's `tags`) is declared as any value.
 */
export function protobufJsonSchema(schema: OpenApiSchema, documentId: string): SchemaObject {
  const convert = (inner: OpenApiSchema): SchemaObject => protobufJsonSchema(inner, documentId)
  if (schema.$ref !== undefined) {
    return { $ref: schema.$ref.startsWith('#') ? `${documentId}${schema.$ref}` : schema.$ref }
  }
  const result: SchemaObject = {}
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    const list = schema[key]
    if (list !== undefined) result[key] = list.map(convert)
  }
  const integerFormat = schema.format !== undefined && INTEGER_FORMATS.has(schema.format)
  if (integerFormat || schema.type === 'integer' || schema.type === 'number') {
    const options: ProtobufNumberOptions = {
      integer: integerFormat || schema.type === 'integer',
      digitStrings: integerFormat
    }
    if (schema.minimum !== undefined) options.minimum = schema.minimum
    if (schema.maximum !== undefined) options.maximum = schema.maximum
    result.protobufNumber = options
    return result
  }
  if (schema.type !== undefined) result.type = schema.type
  if (schema.format !== undefined && !IGNORED_FORMATS.has(schema.format)) {
    result.format = schema.format
  }
  if (schema.type === 'array') {
    // the file puts a repeated enum's values on the array as well; they constrain the elements
    const items: OpenApiSchema = { ...schema.items }
    if (schema.enum !== undefined) {
      items.enum = items.enum?.filter(value => schema.enum?.includes(value)) ?? schema.enum
    }
    result.items = convert(items)
    return result
  }
  if (schema.enum !== undefined) result.enum = schema.enum
  if (schema.pattern !== undefined) result.pattern = schema.pattern
  if (schema.type === 'object' || schema.properties !== undefined) {
    const properties: Record<string, SchemaObject> = {}
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      properties[name] = convert(property)
    }
    for (const name of schema.required ?? []) {
      if (!/_/.test(name) && !Object.hasOwn(properties, name)) properties[name] = {}
    }
    result.properties = properties
    const extra = schema.additionalProperties
    result.additionalProperties =
      extra === undefined ? false : typeof extra === 'boolean' ? extra : convert(extra)
  }
  return result
}
