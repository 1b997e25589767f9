// Types for the files of undici that proxy.ts loads one by one: undici types its index only.
// __tests__/network/undici-parts.test.ts checks that each is what the index exports.
declare module 'undici/lib/dispatcher/agent.js' {
  const Agent: typeof import('undici').Agent
  export default Agent
}
declare module 'undici/lib/dispatcher/pool.js' {
  const Pool: typeof import('undici').Pool
  export default Pool
}
declare module 'undici/lib/dispatcher/proxy-agent.js' {
  const ProxyAgent: typeof import('undici').ProxyAgent
  export default ProxyAgent
}
declare module 'undici/lib/api/api-connect.js' {
  /** `Dispatcher.connect`, called with the dispatcher as `this` (the index installs it on each). */
  const connect: (
    this: import('undici').Dispatcher,
    options: import('undici').Dispatcher.ConnectOptions
  ) => Promise<import('undici').Dispatcher.ConnectData>
  export default connect
}
