/**
 * The operations of the vendored OpenAPI files (`spec/platform-openapi-v1.json`, and the two
 * Unified Policies reads of `spec/platform-openapi-v2-policies.json`): their routes and their
 * schemas, compiled with ajv once per process, each on first use.
 */
import type { Ajv, ErrorObject, SchemaValidateFunction, ValidateFunction } from 'ajv'
import { createRequire } from 'node:module'
import v1 from '../../spec/platform-openapi-v1.json' with { type: 'json' }
import v2Policies from '../../spec/platform-openapi-v2-policies.json' with { type: 'json' }
import { INTEGER_TEXT } from './protobuf-json.js'
import { protobufJsonSchema, type OpenApiSchema, type ProtobufNumberOptions } from './schema.js'

interface OpenApiParameter {
  in: string
  name: string
  required?: boolean
  schema: OpenApiSchema
}
interface OpenApiOperation {
  operationId: string
  parameters?: OpenApiParameter[]
  requestBody?: { required?: boolean; content: Record<string, { schema: OpenApiSchema }> }
  responses: Record<string, { content?: Record<string, { schema: OpenApiSchema }> }>
}
interface OpenApiDocument {
  components: { schemas: Record<string, OpenApiSchema> }
  paths: Record<string, Record<string, OpenApiOperation>>
}

/** A query parameter: how its text is read, and its check. */
export interface QueryParameter {
  /** The parameter's published type (`array`, `boolean`, `number`, …), to read its text. */
  type: string | undefined
  itemType: string | undefined
  validate: ValidateFunction
}

/** The published files, by the ID their `$ref`s are resolved against. */
const DOCUMENTS: Readonly<Record<string, OpenApiDocument>> = {
  'platform-openapi-v1.json': v1,
  'platform-openapi-v2-policies.json': v2Policies
}
/** Path parameters whose value keeps its `/` (a project is named `owner/name`). */
const SLASHED_PARAMETERS = new Set(['projectName'])
/** Stricter than the file, as the platform reads them: IDs are digits, slugs are slugs. */
const PATH_PARAMETER_SCHEMAS: Record<string, OpenApiSchema & { pattern: string }> = {
  deploymentId: { type: 'string', pattern: '^[0-9]+$' },
  deploymentSlug: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$' }
}

/**
 * Where the published file is wrong and the platform reads otherwise, by schema and field: one
 * entry each, named, so that the rest of the file stays the check.
 */
export const SCHEMA_OVERRIDES: Readonly<Record<string, Record<string, OpenApiSchema>>> = {
  // Typed `integer` by mistake (its `items` say so): a repeated enum, sent as the enum's strings.
  'protos.openapi.v1.SearchScansRequest': {
    statuses: {
      type: 'array',
      items: {
        type: 'string',
        enum: [
          'SCAN_STATUS_UNSPECIFIED',
          'SCAN_STATUS_RUNNING',
          'SCAN_STATUS_COMPLETED',
          'SCAN_STATUS_PENDING',
          'SCAN_STATUS_CANCELLED',
          'SCAN_STATUS_ERROR',
          'SCAN_STATUS_NEVER_FINISHED'
        ]
      }
    }
  }
}

/** A component schema with its overrides applied. */
function overridden(name: string, schema: OpenApiSchema): OpenApiSchema {
  const fields = SCHEMA_OVERRIDES[name]
  if (fields === undefined) return schema
  return { ...schema, properties: { ...schema.properties, ...fields } }
}

/** Why `data` is not a protobuf-JSON number of these options (bigint, number or digit string). */
function numberProblem(options: ProtobufNumberOptions, data: unknown): string | undefined {
  let value: bigint | number
  if (typeof data === 'bigint' || typeof data === 'number') value = data
  else if (options.digitStrings && typeof data === 'string' && INTEGER_TEXT.test(data)) {
    value = BigInt(data)
  } else if (options.digitStrings) {
    return 'must be an integer (a JSON integer or a string of digits)'
  } else {
    return options.integer ? 'must be a JSON integer' : 'must be a number'
  }
  if (options.integer && typeof value === 'number') return 'must be an integer'
  if (options.minimum !== undefined && value < options.minimum) {
    return `must be at least ${options.minimum}`
  }
  if (options.maximum !== undefined && value > options.maximum) {
    return `must be at most ${options.maximum}`
  }
  return undefined
}

const checkProtobufNumber: SchemaValidateFunction = (options: ProtobufNumberOptions, data) => {
  const message = numberProblem(options, data)
  if (message === undefined) return true
  checkProtobufNumber.errors = [{ keyword: 'protobufNumber', message, params: { ...options } }]
  return false
}

/**
 * An ajv holding both files' component schemas. `validateSchema` also checks each schema against
 * JSON Schema's meta-schema, whose own compile costs more than the checks a test file uses: the
 * emulator skips it and `compileEverySchema` (run by the emulator's tests) does it.
 */
function createAjv(validateSchema: boolean): Ajv {
  // loaded at the first compile, so that a test file that never calls the API does not load ajv
  const load = createRequire(import.meta.url)
  const { Ajv } = load('ajv') as typeof import('ajv')
  const addFormats = (load('ajv-formats') as { default: (ajv: Ajv) => Ajv }).default
  const ajv = new Ajv({ strict: true, allErrors: false, validateSchema })
  addFormats(ajv)
  ajv.addKeyword({
    keyword: 'protobufNumber',
    schemaType: 'object',
    errors: true,
    validate: checkProtobufNumber
  })
  // the schemas stay where each file's `$ref`s point; `components` itself only holds them
  ajv.addKeyword('components')
  for (const [documentId, spec] of Object.entries(DOCUMENTS)) {
    const schemas: Record<string, object> = {}
    for (const [name, schema] of Object.entries(spec.components.schemas)) {
      schemas[name] = protobufJsonSchema(overridden(name, schema), documentId)
    }
    ajv.addSchema({ $id: documentId, components: { schemas } })
  }
  return ajv
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function routePattern(template: string): { pattern: RegExp; names: string[] } {
  const names: string[] = []
  const source = template
    .split(/(\{[^}]+\})/)
    .map(part => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1]
      if (name === undefined) return escapeRegExp(part)
      names.push(name)
      return SLASHED_PARAMETERS.has(name) ? '(.+)' : '([^/]+)'
    })
    .join('')
  return { pattern: new RegExp(`^${source}$`), names }
}

/** The checks of a request to one operation. */
export interface RequestChecks {
  path: Map<string, ValidateFunction>
  query: Map<string, QueryParameter>
  /** Absent when the operation takes no body. */
  body?: ValidateFunction
}

let sharedAjv: Ajv | undefined
const compile = (schema: OpenApiSchema, documentId: string): ValidateFunction => {
  sharedAjv ??= createAjv(false)
  return sharedAjv.compile(protobufJsonSchema(schema, documentId))
}

/** A parameter's schema as the platform reads it (see PATH_PARAMETER_SCHEMAS). */
function parameterSchema(parameter: OpenApiParameter): OpenApiSchema {
  const override = parameter.in === 'path' ? PATH_PARAMETER_SCHEMAS[parameter.name] : undefined
  return override ?? parameter.schema
}

/**
 * One published operation. Its checks are compiled on first use, since compiling every schema of
 * the file takes a good part of a second and a test file uses a few operations.
 */
export class PublishedOperation {
  readonly operationId: string
  readonly method: string
  /** Names of the path parameters, in order. */
  readonly pathParameters: string[]
  readonly pattern: RegExp
  private requestChecks: RequestChecks | undefined
  private readonly responseChecks = new Map<number, ValidateFunction | undefined>()

  constructor(
    /** The path template, e.g. `/api/v1/deployments/{deploymentId}/policies`. */
    readonly template: string,
    method: string,
    private readonly source: OpenApiOperation,
    /** The file it is published in (`$ref`s resolve there). */
    readonly documentId: string
  ) {
    this.operationId = source.operationId
    this.method = method.toUpperCase()
    const { pattern, names } = routePattern(template)
    this.pattern = pattern
    this.pathParameters = names
  }

  get request(): RequestChecks {
    if (this.requestChecks === undefined) {
      const checks: RequestChecks = { path: new Map(), query: new Map() }
      for (const parameter of this.source.parameters ?? []) {
        if (parameter.in === 'path') {
          checks.path.set(parameter.name, compile(parameterSchema(parameter), this.documentId))
        } else if (parameter.in === 'query') {
          checks.query.set(parameter.name, {
            type: parameter.schema.type,
            itemType: parameter.schema.items?.type,
            validate: compile(parameterSchema(parameter), this.documentId)
          })
        }
      }
      const body = this.source.requestBody?.content['application/json']?.schema
      if (body !== undefined) checks.body = compile(body, this.documentId)
      this.requestChecks = checks
    }
    return this.requestChecks
  }

  /** The check of a response body with this status; undefined when the file publishes none. */
  response(status: number): ValidateFunction | undefined {
    if (!this.responseChecks.has(status)) {
      const schema = this.source.responses[String(status)]?.content?.['application/json']?.schema
      this.responseChecks.set(
        status,
        schema === undefined ? undefined : compile(schema, this.documentId)
      )
    }
    return this.responseChecks.get(status)
  }

  /** Every schema its checks are compiled from: parameters, request body and JSON answers. */
  schemas(): OpenApiSchema[] {
    const list = (this.source.parameters ?? [])
      .filter(parameter => parameter.in === 'path' || parameter.in === 'query')
      .map(parameterSchema)
    const body = this.source.requestBody?.content['application/json']?.schema
    if (body !== undefined) list.push(body)
    for (const response of Object.values(this.source.responses)) {
      const schema = response.content?.['application/json']?.schema
      if (schema !== undefined) list.push(schema)
    }
    return list
  }
}

let operations: readonly PublishedOperation[] | undefined

/**
 * Every operation of the file. Templates with more literal text come first, so a literal segment
 * wins over a parameter.
 */
export function publishedOperations(): readonly PublishedOperation[] {
  if (operations === undefined) {
    const list: PublishedOperation[] = []
    for (const [documentId, spec] of Object.entries(DOCUMENTS)) {
      for (const [template, methods] of Object.entries(spec.paths)) {
        for (const [method, operation] of Object.entries(methods)) {
          list.push(new PublishedOperation(template, method, operation, documentId))
        }
      }
    }
    const literalLength = (template: string): number => template.replace(/\{[^}]+\}/g, '').length
    operations = list.sort((a, b) => literalLength(b.template) - literalLength(a.template))
  }
  return operations
}

/** The operation with this operationId; throws when the file has none. */
export function publishedOperation(operationId: string): PublishedOperation {
  const operation = publishedOperations().find(item => item.operationId === operationId)
  if (operation === undefined) throw new Error(`no operation ${operationId} in the OpenAPI file`)
  return operation
}

/**
 * Compiles every schema of every operation in strict mode, each also checked against JSON
 * Schema's meta-schema; throws at the first problem. Returns how many it compiled.
 */
export function compileEverySchema(): number {
  const ajv = createAjv(true)
  let count = 0
  for (const operation of publishedOperations()) {
    for (const schema of operation.schemas()) {
      ajv.compile(protobufJsonSchema(schema, operation.documentId))
      count += 1
    }
  }
  return count
}

/** One ajv error as a sentence about `where` (`body`, `query parameter page`, …). */
export function describeSchemaError(where: string, error: ErrorObject): string {
  const at = `${where}${error.instancePath}`
  const params = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'additionalProperties':
      return `${at}/${String(params.additionalProperty)} is not a declared field`
    case 'type': {
      const type = String(params.type)
      return `${at} must be ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`
    }
    case 'enum':
      return `${at} must be one of ${(params.allowedValues as unknown[]).join(', ')}`
    default:
      return `${at} ${error.message ?? 'is not valid'}`
  }
}
