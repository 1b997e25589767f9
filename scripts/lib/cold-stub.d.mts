/** The source text of the stub for module `id`; see cold-stub.mjs. */
export function coldStub(id: string | number, kind: 'call' | undefined, cold: string): string
